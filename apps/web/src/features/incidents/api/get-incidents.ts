import type { Incident } from "@rollcall/shared/incidents";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const incidentsQueryKey = ["/api/incidents"] as const;

export function getIncidents() {
  return apiRequest<Incident[]>("GET", "/api/incidents");
}

/** Every report of the agency, newest incident first, with its responders and apparatus. */
export function useIncidents() {
  return useQuery({ queryKey: incidentsQueryKey, queryFn: getIncidents });
}
