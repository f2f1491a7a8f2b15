import type { PayPeriodSettings, PaySettings } from "@rollcall/shared/pay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

export function savePaySettings(values: PayPeriodSettings) {
  return apiRequest<PaySettings>("PUT", "/api/pay/settings", values);
}

/** Admins: how often the agency pays and the first day of a pay period. */
export function useSavePaySettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePaySettings, onSuccess: () => invalidatePay(queryClient) });
}
