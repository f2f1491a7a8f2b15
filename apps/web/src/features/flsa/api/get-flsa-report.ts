import type { FlsaReport } from "@rollcall/shared/flsa";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** No periodStart means the work period holding the agency's today, which the server works out. */
export const flsaReportQueryKey = (periodStart: string | null) =>
  ["/api/flsa/report", periodStart ? { periodStart } : {}] as const;

const search = (periodStart: string | null) =>
  periodStart ? `?${new URLSearchParams({ periodStart })}` : "";

export function getFlsaReport(periodStart: string | null) {
  return apiRequest<FlsaReport>("GET", `/api/flsa/report${search(periodStart)}`);
}

/** Where the browser downloads the period's CSV. */
export const flsaReportCsvUrl = (periodStart: string) => `/api/flsa/report.csv${search(periodStart)}`;

/** Officers and admins; the previous period stays on screen while the next one loads. */
export function useFlsaReport(periodStart: string | null, enabled = true) {
  return useQuery({
    queryKey: flsaReportQueryKey(periodStart),
    queryFn: () => getFlsaReport(periodStart),
    placeholderData: keepPreviousData,
    enabled,
  });
}
