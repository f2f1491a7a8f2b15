import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

export function deleteCourse(id: string) {
  return apiRequest<void>("DELETE", `/api/training/courses/${encodeURIComponent(id)}`);
}

/** Deletes the course and, with it, its assignments. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCourse, onSuccess: () => invalidateTraining(queryClient) });
}
