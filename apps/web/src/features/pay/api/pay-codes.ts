import type { PayCodes, PayCodesUpdate, PayHours } from "@rollcall/shared/pay";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

/** Admins: the agency's code and multiplier for each kind of hour, and the payroll systems' identifiers. */
export function usePayCodes() {
  return useQuery({
    queryKey: ["/api/pay/codes"],
    queryFn: () => apiRequest<PayCodes>("GET", "/api/pay/codes"),
  });
}

export function useSavePayCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: PayCodesUpdate) => apiRequest<PayCodes>("PUT", "/api/pay/codes", v),
    onSuccess: () => invalidatePay(queryClient),
  });
}

export type PayPeriodRange = { startDate: string; endDate: string };

/** Admins: a pay period's hours by member and code, and its exports. */
export function usePayHours(period: PayPeriodRange | null) {
  return useQuery({
    queryKey: ["/api/pay/hours", period ?? {}],
    queryFn: () =>
      apiRequest<PayHours>("GET", `/api/pay/hours${period ? `?${new URLSearchParams(period)}` : ""}`),
    enabled: period !== null,
  });
}
