import type { ShiftEditScope, ShiftsDeletedDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export type DeleteShiftInput = { id: string; scope: ShiftEditScope };

export function deleteShift({ id, scope }: DeleteShiftInput) {
  return apiRequest<ShiftsDeletedDto>("DELETE", `/api/shifts/${encodeURIComponent(id)}?scope=${scope}`);
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteShift, onSuccess: () => invalidateSchedule(queryClient) });
}
