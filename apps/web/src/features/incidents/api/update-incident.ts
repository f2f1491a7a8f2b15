import type { Incident, IncidentUpdateInput } from "@rollcall/shared/incidents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";
import { invalidateIncidents } from "./invalidate-incidents";

/** `version`: the report's updatedAt when the form loaded it (a change made meanwhile is not overwritten). */
export function updateIncident({
  id,
  changes,
  version,
}: {
  id: string;
  changes: IncidentUpdateInput;
  version?: string;
}) {
  return apiRequest<Incident>("PATCH", `/api/incidents/${encodeURIComponent(id)}`, changes, { version });
}

export function useUpdateIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncident,
    onSuccess: () => invalidateIncidents(queryClient),
    // Refused (the report was completed, approved or changed meanwhile): reload what the screen shows.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 412))
        void invalidateIncidents(queryClient);
    },
  });
}
