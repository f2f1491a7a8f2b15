import type { AnalyticsAnswer, AnalyticsChart } from "@rollcall/shared/analytics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AnalyticsFilters } from "../utils/filters";

/** The query string a chart reads: the range, and the incident filters for the incident charts. */
export function analyticsQuery(chart: AnalyticsChart, f: AnalyticsFilters) {
  const params = new URLSearchParams({ from: f.from, to: f.to });
  if (chart === "response-times" || chart === "incident-volume") {
    if (f.incidentType !== "all") params.set("incidentType", f.incidentType);
    if (chart === "response-times") params.set("groupBy", f.groupBy);
  }
  return params.toString();
}

/** Every chart's endpoint answers `{ from, to, rows }`: `/api/analytics/{chart}`, and its table as `.csv`. */
export const analyticsUrl = (chart: AnalyticsChart, f: AnalyticsFilters, csv = false) =>
  `/api/analytics/${chart}${csv ? ".csv" : ""}?${analyticsQuery(chart, f)}`;

export function useAnalytics<Row>(chart: AnalyticsChart, filters: AnalyticsFilters) {
  const query = analyticsQuery(chart, filters);
  return useQuery({
    queryKey: ["/api/analytics", chart, query],
    queryFn: () => apiRequest<AnalyticsAnswer<Row>>("GET", `/api/analytics/${chart}?${query}`),
    placeholderData: keepPreviousData,
  });
}
