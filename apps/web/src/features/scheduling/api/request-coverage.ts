import type { ShiftDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export type RequestCoverageInput = { id: string; reason?: string };

export function requestCoverage({ id, reason }: RequestCoverageInput) {
  return apiRequest<ShiftDto>("POST", `/api/shifts/${encodeURIComponent(id)}/request-coverage`, {
    reason: reason?.trim() || undefined,
  });
}

/** The member's own scheduled shift becomes an open shift others can pick up. */
export function useRequestCoverage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestCoverage, onSuccess: () => invalidateSchedule(queryClient) });
}
