import type { IncidentCompliance } from "@rollcall/shared/incidents";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { type DateRange, rangeQuery } from "../utils/range";

export function getIncidentCompliance(range: DateRange) {
  return apiRequest<IncidentCompliance>("GET", `/api/incidents/compliance?${rangeQuery(range)}`);
}

/** On-time, NFIRS-codes and required-fields shares over a range of incident dates. */
export function useIncidentCompliance(range: DateRange) {
  return useQuery({
    queryKey: ["/api/incidents", "compliance", range],
    queryFn: () => getIncidentCompliance(range),
    placeholderData: keepPreviousData,
  });
}
