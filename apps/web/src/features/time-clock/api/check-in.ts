import { TIME_CLOCK_MESSAGES as M, type TimeClockShift } from "@rollcall/shared/time-clock";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import { failureMessage, refreshAfterClockChange } from "../utils/refresh";
import { currentShiftQueryKey } from "./get-current-shift";

export function checkIn(shiftId: string) {
  // Queued offline, it carries the moment it was pressed instead of taking the time it reaches the server.
  return apiRequest<TimeClockShift>(
    "POST",
    `/api/shifts/${encodeURIComponent(shiftId)}/check-in`,
    undefined,
    {
      queuedData: { at: new Date().toISOString() },
    },
  );
}

/** Puts the member on duty; the spec's toasts on success and failure. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (shift) => {
      queryClient.setQueryData(currentShiftQueryKey, shift);
      toast({ title: M.checkedInTitle, description: M.checkedInDescription });
    },
    onError: (error) => toastError(M.checkInFailedTitle, failureMessage(error, M.checkInFailedFallback)),
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}
