import type { Course, CourseUpdateInput } from "@rollcall/shared/training";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

export function updateCourse({ id, changes }: { id: string; changes: CourseUpdateInput }) {
  return apiRequest<Course>("PATCH", `/api/training/courses/${encodeURIComponent(id)}`, changes);
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSuccess: () => invalidateTraining(queryClient) });
}
