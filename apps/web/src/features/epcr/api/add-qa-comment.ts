import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePcr, pcrUrl } from "./pcr-keys";

/** A QA reviewer's comment on the report. */
export function useAddQaComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) => apiRequest("POST", pcrUrl(id, "qa", "comments"), body),
    onSuccess: () => invalidatePcr(queryClient),
  });
}
