import type { PcrRecord } from "@rollcall/shared/epcr/api";
import type { PcrReportInput } from "@rollcall/shared/epcr/report";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, pcrUrl } from "./pcr-keys";

/** A change after closing: why, and the corrected content (absent: a note only). */
export function useAddAddendum(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; content?: PcrReportInput }) =>
      apiRequest<PcrRecord>("POST", pcrUrl(id, "addenda"), body),
    onSuccess: () => invalidatePcr(queryClient),
  });
}
