import type { ShiftDto } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export type RequestCoverageInput = { id: string; reason?: string };

export function requestCoverage({ id, reason }: RequestCoverageInput) {
  return apiRequest<ShiftDto>("POST", `/api/shifts/${encodeURIComponent(id)}/request-coverage`, {
    reason: reason?.trim() || undefined,
  });
}

/**
 * The member's own scheduled shift becomes an open shift others can pick up. One hook for the schedule's
 * shift menu and the dashboard's quick action, so both say the same thing.
 */
export function useRequestCoverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCoverage,
    onSuccess: (shift) =>
      toast({
        title: "Coverage requested",
        description: `“${shift.title}” is now an open shift the team can pick up.`,
      }),
    onError: (error) =>
      toastError(
        "Request failed",
        error instanceof ApiError && error.status < 500 && error.serverMessage
          ? error.serverMessage
          : "Failed to request coverage",
      ),
    onSettled: () => invalidateSchedule(queryClient),
  });
}
