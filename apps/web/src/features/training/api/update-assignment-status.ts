import type { AssignmentStatusTarget, TrainingAssignmentDetail } from "@rollcall/shared/training";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

export function updateAssignmentStatus({ id, status }: { id: string; status: AssignmentStatusTarget }) {
  return apiRequest<TrainingAssignmentDetail>(
    "PATCH",
    `/api/training/assignments/${encodeURIComponent(id)}`,
    {
      status,
    },
  );
}

/** Start, Complete, or an admin's reopen. */
export function useUpdateAssignmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignmentStatus,
    onSuccess: () => invalidateTraining(queryClient),
  });
}
