import type { PcrListItem, pcrListQuerySchema } from "@rollcall/shared/epcr/api";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, queryKeyUrl } from "@/lib/api";
import { PCR_PATH } from "./pcr-keys";

export type PcrListFilters = z.input<typeof pcrListQuerySchema>;

/** The member's calls; a QA reviewer's or an admin's list holds every report (`needsReview`: QA's queue). */
export function usePcrList(filters: PcrListFilters = {}) {
  // The unfiltered list is the bare path, the read kept on the device at sign-in (module.tsx).
  const queryKey = Object.keys(filters).length ? [PCR_PATH, filters] : [PCR_PATH];
  return useQuery({
    queryKey,
    queryFn: () => apiRequest<PcrListItem[]>("GET", queryKeyUrl(queryKey)),
  });
}
