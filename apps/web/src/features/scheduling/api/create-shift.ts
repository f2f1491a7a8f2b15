import type { ShiftCreatedDto, ShiftFormValues } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export type CreateShiftPayload = ShiftFormValues & { allowOverlap?: boolean };

export function createShift(payload: CreateShiftPayload) {
  return apiRequest<ShiftCreatedDto>("POST", "/api/shifts", payload);
}

/** One shift, or a whole recurring series in one request. */
export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createShift, onSuccess: () => invalidateSchedule(queryClient) });
}
