import type { ShiftDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export function approveShift(id: string) {
  return apiRequest<ShiftDto>("POST", `/api/shifts/${encodeURIComponent(id)}/approve`);
}

/** Manager: the member who picked the shift up gets it. */
export function useApproveShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveShift, onSuccess: () => invalidateSchedule(queryClient) });
}
