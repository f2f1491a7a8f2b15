import { minutesToHours } from "@rollcall/shared/scheduling";
import { checkedOutDescription, TIME_CLOCK_MESSAGES as M } from "@rollcall/shared/time-clock";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { reasonRefusal } from "../utils/reason";
import { refreshAfterClockChange } from "../utils/refresh";
import { currentShiftQueryKey } from "./get-current-shift";
import { type Punch, sendPunch } from "./punch";

export const checkOut = (punch: Punch) => sendPunch("check-out", punch);

/** Ends the current shift and reports the total time worked; a refusal for want of a reason is the caller's. */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOut,
    onSuccess: (shift) => {
      queryClient.setQueryData(currentShiftQueryKey, null);
      const hours = shift.totalHours ?? minutesToHours(shift.totalMinutes ?? 0);
      toast({ title: M.checkedOutTitle, description: checkedOutDescription(hours) });
    },
    onError: (error) => {
      if (reasonRefusal(error)) return;
      toastError(M.checkOutFailedTitle, serverMessageOr(error, M.checkOutFailedFallback));
    },
    onSettled: () => refreshAfterClockChange(queryClient),
  });
}
