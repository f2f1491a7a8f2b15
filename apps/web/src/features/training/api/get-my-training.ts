import type { TrainingAssignment } from "@rollcall/shared/training";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const myTrainingQueryKey = ["/api/training/my-training"] as const;

export function getMyTraining() {
  return apiRequest<TrainingAssignment[]>("GET", "/api/training/my-training");
}

/** The signed-in member's own assignments: open first by due date, then completed. */
export function useMyTraining() {
  return useQuery({ queryKey: myTrainingQueryKey, queryFn: getMyTraining });
}
