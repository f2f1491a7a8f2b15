import type { IncidentAnalytics } from "@rollcall/shared/incidents";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { type DateRange, rangeQuery } from "../utils/range";

export function getIncidentAnalytics(range: DateRange) {
  return apiRequest<IncidentAnalytics>("GET", `/api/incidents/analytics?${rangeQuery(range)}`);
}

/** The type distribution and response times over a range of incident dates (computed by the server). */
export function useIncidentAnalytics(range: DateRange) {
  return useQuery({
    queryKey: ["/api/incidents", "analytics", range],
    queryFn: () => getIncidentAnalytics(range),
    placeholderData: keepPreviousData,
  });
}
