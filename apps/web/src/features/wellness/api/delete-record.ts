import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function deleteRecord(id: string) {
  return apiRequest<void>("DELETE", `/api/wellness-records/${encodeURIComponent(id)}`);
}

/** The owner deletes one of their records for good. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRecord, onSuccess: () => invalidateWellness(queryClient) });
}
