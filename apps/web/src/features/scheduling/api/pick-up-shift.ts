import type { ShiftDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export function pickUpShift(id: string) {
  return apiRequest<ShiftDto>("POST", `/api/shifts/${encodeURIComponent(id)}/pick-up`);
}

/** Offers to take an open shift; a manager approves it. */
export function usePickUpShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pickUpShift, onSuccess: () => invalidateSchedule(queryClient) });
}
