import type { PayrollReport } from "@rollcall/shared/time-clock";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type PayrollPeriod = { startDate: string; endDate: string };

/** No period means the current two-week pay period, which the server works out in the agency's zone. */
export const payrollQueryKey = (period: PayrollPeriod | null) => ["/api/payroll", period ?? {}] as const;

const search = (period: PayrollPeriod) => new URLSearchParams(period).toString();

export function getPayroll(period: PayrollPeriod | null) {
  return apiRequest<PayrollReport>("GET", period ? `/api/payroll?${search(period)}` : "/api/payroll");
}

/** Where the browser downloads the period's CSV (a plain link: the session cookie goes with it). */
export const payrollCsvUrl = (period: PayrollPeriod) => `/api/payroll.csv?${search(period)}`;

/** Admins only; the previous period's figures stay on screen while the next one loads. */
export function usePayroll(period: PayrollPeriod | null) {
  return useQuery({
    queryKey: payrollQueryKey(period),
    queryFn: () => getPayroll(period),
    placeholderData: keepPreviousData,
  });
}
