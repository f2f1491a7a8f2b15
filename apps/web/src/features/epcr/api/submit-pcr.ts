import type { PcrRecord } from "@rollcall/shared/epcr/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, pcrUrl } from "./pcr-keys";

/** A QA reviewer or an admin queues a closed report for the state's EMS data system. */
export function useSubmitPcr(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PcrRecord>("POST", pcrUrl(id, "submit"), {}),
    onSuccess: () => invalidatePcr(queryClient),
  });
}
