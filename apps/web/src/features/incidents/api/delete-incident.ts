import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateIncidents } from "./invalidate-incidents";

export function deleteIncident(id: string) {
  return apiRequest<void>("DELETE", `/api/incidents/${encodeURIComponent(id)}`);
}

export function useDeleteIncident() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteIncident, onSuccess: () => invalidateIncidents(queryClient) });
}
