import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, pcrUrl } from "./pcr-keys";

/** QA sends a closed report back to its crew with the reason (it is a draft again). */
export function useReturnPcr(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) => apiRequest("POST", pcrUrl(id, "qa", "return"), body),
    onSuccess: () => invalidatePcr(queryClient),
  });
}
