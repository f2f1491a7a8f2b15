import type { TrainingAssignment } from "@rollcall/shared/training";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const assignmentsQueryKey = ["/api/training/assignments"] as const;

export function getAssignments() {
  return apiRequest<TrainingAssignment[]>("GET", "/api/training/assignments");
}

/** Admins: every assignment of the agency. Everyone else: their own. Open ones first, by due date. */
export function useAssignments() {
  return useQuery({ queryKey: assignmentsQueryKey, queryFn: getAssignments });
}
