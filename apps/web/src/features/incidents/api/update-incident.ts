import type { Incident, IncidentUpdateInput } from "@rollcall/shared/incidents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";
import { invalidateIncidents } from "./invalidate-incidents";

export function updateIncident({ id, changes }: { id: string; changes: IncidentUpdateInput }) {
  return apiRequest<Incident>("PATCH", `/api/incidents/${encodeURIComponent(id)}`, changes);
}

export function useUpdateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncident,
    onSuccess: () => invalidateIncidents(queryClient),
    // Refused (the report was completed or approved meanwhile): reload, so its Edit action goes away.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) void invalidateIncidents(queryClient);
    },
  });
}
