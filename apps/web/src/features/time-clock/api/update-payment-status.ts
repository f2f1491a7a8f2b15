import type { ShiftPaymentStatus } from "@rollcall/shared/scheduling";
import { PAYROLL_MESSAGES, type PaymentStatusResult } from "@rollcall/shared/time-clock";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";

export type PaymentStatusChange = { shiftIds: string[]; paymentStatus: ShiftPaymentStatus };

/** One shift through PATCH, several through the bulk call; the same answer either way. */
export function updatePaymentStatus({ shiftIds, paymentStatus }: PaymentStatusChange) {
  if (shiftIds.length === 1) {
    return apiRequest<PaymentStatusResult>(
      "PATCH",
      `/api/payroll/shifts/${encodeURIComponent(shiftIds[0])}`,
      {
        paymentStatus,
      },
    );
  }
  return apiRequest<PaymentStatusResult>("POST", "/api/payroll/payment-status", { shiftIds, paymentStatus });
}

const TITLES: Record<ShiftPaymentStatus, string> = {
  pending: "Payments moved back to pending",
  approved: PAYROLL_MESSAGES.approved,
  paid: PAYROLL_MESSAGES.markedPaid,
};

export function useUpdatePaymentStatus(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: (result) => {
      const n = result.updated;
      toast({
        title: TITLES[result.paymentStatus],
        description: `${n} ${n === 1 ? "shift" : "shifts"} updated.`,
      });
      options.onSuccess?.();
    },
    onError: (error) => toastError("Error", serverMessageOr(error, PAYROLL_MESSAGES.updateFailed)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/payroll"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/shifts"] }),
      ]),
  });
}
