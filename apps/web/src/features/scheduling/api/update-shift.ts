import type { ShiftDto, ShiftUpdateInput } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export type UpdateShiftInput = { id: string; changes: ShiftUpdateInput };

export function updateShift({ id, changes }: UpdateShiftInput) {
  return apiRequest<ShiftDto>("PATCH", `/api/shifts/${encodeURIComponent(id)}`, changes);
}

/** Changed fields only; `scope: "following"` applies them to the later occurrences of the series too. */
export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShift, onSuccess: () => invalidateSchedule(queryClient) });
}
