import type { PcrRecord } from "@rollcall/shared/epcr/api";
import type { PcrReportInput } from "@rollcall/shared/epcr/report";
import { apiRequest } from "@/lib/api";
import { pcrUrl } from "./pcr-keys";

/**
 * Saves the draft's whole content against the version it was edited from (If-Match: "<version>"; 409 when
 * someone saved since). Offline, lib/api queues it and throws QueuedRequestError.
 */
export function updatePcr({
  id,
  content,
  version,
}: {
  id: string;
  content: PcrReportInput;
  version: number;
}) {
  return apiRequest<PcrRecord>("PATCH", pcrUrl(id), { content }, { version: String(version) });
}
