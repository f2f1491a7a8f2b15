import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import type { UpcomingShift } from "./get-my-upcoming-shifts";

export type RequestCoverageInput = { shiftId: string; reason?: string };

/** Offers one of the member's shifts to the team: it becomes an open shift others can pick up. */
export function requestCoverage({ shiftId, reason }: RequestCoverageInput) {
  return apiRequest<UpcomingShift>("POST", `/api/shifts/${encodeURIComponent(shiftId)}/request-coverage`, {
    reason: reason?.trim() || undefined,
  });
}

export function useRequestCoverage({ onSuccess }: { onSuccess?: (shift: UpcomingShift) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCoverage,
    onSuccess: (shift) => {
      toast({
        title: "Coverage requested",
        description: `“${shift.title}” is now an open shift the team can pick up.`,
      });
      onSuccess?.(shift);
    },
    onError: (error) =>
      toastError(
        "Request failed",
        error instanceof ApiError && error.serverMessage ? error.serverMessage : "Failed to request coverage",
      ),
    // Every shift list and the member's own day change: the open shifts, the schedule, the time clock.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/shifts"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/shifts/open"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/time-clock/today"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
      ]),
  });
}
