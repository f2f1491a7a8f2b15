import type { PcrCreate, PcrRecord } from "@rollcall/shared/epcr/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, PCR_PATH } from "./pcr-keys";

/** A blank report, or one started from an incident (its times and unit come along). */
export function useCreatePcr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PcrCreate) => apiRequest<PcrRecord>("POST", PCR_PATH, body),
    onSuccess: () => invalidatePcr(queryClient),
  });
}
