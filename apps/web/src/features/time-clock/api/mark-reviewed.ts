import { TIME_CLOCK_RULE_MESSAGES as R, type TimeClockShift } from "@rollcall/shared/time-clock";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";

export function markReviewed(shiftId: string) {
  return apiRequest<TimeClockShift>("POST", `/api/payroll/shifts/${encodeURIComponent(shiftId)}/review`);
}

/** Admins: an automatic clock-out looked at; its "Needs review" mark goes. */
export function useMarkReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReviewed,
    onSuccess: (shift) => toast({ title: R.reviewed, description: shift.title }),
    onError: (error) => toastError(R.reviewFailed, serverMessageOr(error, "Please try again.")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["/api/payroll"] }),
  });
}
