import type { TrainingAssignmentDetail } from "@rollcall/shared/training";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const assignmentQueryKey = (id: string) => ["/api/training/assignments", id] as const;

export function getAssignment(id: string) {
  return apiRequest<TrainingAssignmentDetail>("GET", `/api/training/assignments/${encodeURIComponent(id)}`);
}

/** View Details: one assignment with its course. */
export function useAssignment(id: string | null) {
  return useQuery({
    queryKey: assignmentQueryKey(id ?? ""),
    queryFn: () => getAssignment(id ?? ""),
    enabled: !!id,
  });
}
