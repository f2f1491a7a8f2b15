import type { pcrAccessLogSchema } from "@rollcall/shared/epcr/api";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";
import { PCR_PATH, pcrUrl } from "./pcr-keys";

export type PcrAccessEntry = z.input<typeof pcrAccessLogSchema>[number];

/** Admins: who opened the report and when. */
export function usePcrAccessLog(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [PCR_PATH, id, "access-log"],
    queryFn: () => apiRequest<PcrAccessEntry[]>("GET", pcrUrl(id, "access-log")),
    enabled,
  });
}
