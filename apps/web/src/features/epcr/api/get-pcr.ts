import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { pcrKey, pcrUrl } from "./pcr-keys";

export const getPcr = (id: string) => apiRequest<PcrRecord>("GET", pcrUrl(id));

/** One report (kept on the device, so it opens offline once read). */
export function usePcr(id: string) {
  return useQuery({ queryKey: pcrKey(id), queryFn: () => getPcr(id) });
}
