import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function deleteProgram(id: string) {
  return apiRequest<void>("DELETE", `/api/fitness-programs/${encodeURIComponent(id)}`);
}

/** Admins remove a program; the sessions members logged stay in their own activity logs. */
export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProgram, onSuccess: () => invalidateWellness(queryClient) });
}
