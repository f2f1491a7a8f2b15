import type { AssignmentStatusInput, TrainingAssignmentDetail } from "@rollcall/shared/training";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

/** The new status, and on completion the optional score and notes. */
export function updateAssignmentStatus({ id, ...change }: AssignmentStatusInput & { id: string }) {
  return apiRequest<TrainingAssignmentDetail>(
    "PATCH",
    `/api/training/assignments/${encodeURIComponent(id)}`,
    change,
  );
}

/** Start, Complete (with a score and notes), or an admin's reopen. */
export function useUpdateAssignmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignmentStatus,
    onSuccess: () => invalidateTraining(queryClient),
  });
}
