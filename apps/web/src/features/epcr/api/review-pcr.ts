import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, pcrUrl } from "./pcr-keys";

/** QA marks a closed report reviewed. */
export function useReviewPcr(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", pcrUrl(id, "qa", "review"), {}),
    onSuccess: () => invalidatePcr(queryClient),
  });
}
