import type { Incident, IncidentUpdateInput } from "@rollcall/shared/incidents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateIncidents } from "./invalidate-incidents";

export function updateIncident({ id, changes }: { id: string; changes: IncidentUpdateInput }) {
  return apiRequest<Incident>("PATCH", `/api/incidents/${encodeURIComponent(id)}`, changes);
}

export function useUpdateIncident() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateIncident, onSuccess: () => invalidateIncidents(queryClient) });
}
