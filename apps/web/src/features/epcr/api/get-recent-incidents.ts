import type { Incident } from "@rollcall/shared/incidents";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const INCIDENTS_URL = "/api/incidents";

/** The agency's incidents, newest first, for starting a report from one (the key is the incidents screen's). */
export function useRecentIncidents(enabled: boolean) {
  return useQuery({
    queryKey: [INCIDENTS_URL],
    queryFn: () => apiRequest<Incident[]>("GET", INCIDENTS_URL),
    enabled,
    select: (rows) => [...rows].sort((a, b) => (a.incidentDate < b.incidentDate ? 1 : -1)).slice(0, 25),
  });
}
