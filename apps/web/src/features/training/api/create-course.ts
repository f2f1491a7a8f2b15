import type { Course, CourseFormValues } from "@rollcall/shared/training";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

export function createCourse(values: CourseFormValues) {
  return apiRequest<Course>("POST", "/api/training/courses", values);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => invalidateTraining(queryClient) });
}
