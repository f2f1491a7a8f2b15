import type { ShiftDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export function declineShift(id: string) {
  return apiRequest<ShiftDto>("POST", `/api/shifts/${encodeURIComponent(id)}/decline`);
}

/** Manager: the pick-up is refused and the shift is open again. */
export function useDeclineShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineShift, onSuccess: () => invalidateSchedule(queryClient) });
}
