import type { Incident, IncidentCreateInput } from "@rollcall/shared/incidents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateIncidents } from "./invalidate-incidents";

export function createIncident(values: IncidentCreateInput) {
  return apiRequest<Incident>("POST", "/api/incidents", values);
}

export function useCreateIncident() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createIncident, onSuccess: () => invalidateIncidents(queryClient) });
}
