import type { AssignTrainingValues, TrainingAssignment } from "@rollcall/shared/training";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

export function assignTraining(values: AssignTrainingValues) {
  return apiRequest<TrainingAssignment[]>("POST", "/api/training/assignments", values);
}

/** One assignment per selected member; each of them is notified by the server. */
export function useAssignTraining() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignTraining, onSuccess: () => invalidateTraining(queryClient) });
}
