import type { Course } from "@rollcall/shared/training";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const coursesQueryKey = ["/api/training/courses"] as const;

export function getCourses() {
  return apiRequest<Course[]>("GET", "/api/training/courses");
}

/** The agency's course catalogue, by title, with instructor names and assignment counts. */
export function useCourses() {
  return useQuery({ queryKey: coursesQueryKey, queryFn: getCourses });
}
