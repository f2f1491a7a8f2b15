import type { IncidentHistoryEntry } from "@rollcall/shared/incidents";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const incidentHistoryQueryKey = (id: string) => ["/api/incidents", id, "history"] as const;

export function getIncidentHistory(id: string) {
  return apiRequest<IncidentHistoryEntry[]>("GET", `/api/incidents/${encodeURIComponent(id)}/history`);
}

/** Who changed what on a report, newest first (from the audit log). */
export function useIncidentHistory(id: string | undefined) {
  return useQuery({
    queryKey: incidentHistoryQueryKey(id ?? ""),
    queryFn: () => getIncidentHistory(id ?? ""),
    enabled: !!id,
  });
}
