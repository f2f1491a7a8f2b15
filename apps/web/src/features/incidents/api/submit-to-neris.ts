import type { Incident } from "@rollcall/shared/incidents";
import { type NerisSubmission, nerisSubmitPath } from "@rollcall/shared/neris/submission";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { incidentsQueryKey } from "./get-incidents";
import { invalidateIncidents } from "./invalidate-incidents";

export function submitToNeris(id: string) {
  return apiRequest<NerisSubmission>("POST", nerisSubmitPath(encodeURIComponent(id)));
}

/**
 * Queues the report for NERIS (202, its state then Queued); the queue's progress arrives by live updates. A 409
 * (not set up, not approved or completed) or a 400 (not valid, `errors` by payload path) is the caller's to show.
 */
export function useSubmitToNeris() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitToNeris,
    // The answer is the report's new state (Queued): shown at once, before the list is read again.
    onSuccess: (submission, id) =>
      queryClient.setQueryData<Incident[]>(incidentsQueryKey, (list) =>
        list?.map((i) => (i.id === id ? { ...i, nerisSubmission: submission } : i)),
      ),
    onSettled: () => invalidateIncidents(queryClient),
  });
}
