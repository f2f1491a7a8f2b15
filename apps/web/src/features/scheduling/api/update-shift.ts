import type { ShiftDto, ShiftUpdateInput } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

/** `version`: the shift's updatedAt when the dialog loaded it (a change made meanwhile is not overwritten). */
export type UpdateShiftInput = { id: string; changes: ShiftUpdateInput; version?: string };

export function updateShift({ id, changes, version }: UpdateShiftInput) {
  return apiRequest<ShiftDto>("PATCH", `/api/shifts/${encodeURIComponent(id)}`, changes, { version });
}

/** Changed fields only; `scope: "following"` applies them to the later occurrences of the series too. */
export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShift,
    onSuccess: () => invalidateSchedule(queryClient),
    // Changed by someone else meanwhile (412): show the schedule as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 412) void invalidateSchedule(queryClient);
    },
  });
}
