import type { ShiftDto } from "@rollcall/shared/scheduling";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Starts with "/api/shifts", so the schedule's invalidation after a change covers it too. */
export const shiftQueryKey = (id: string) => ["/api/shifts", { id }] as const;

export function getShift(id: string) {
  return apiRequest<ShiftDto>("GET", `/api/shifts/${encodeURIComponent(id)}`);
}

/**
 * One shift with every field (the week list carries only what the calendar shows), for the edit form.
 * Fetched fresh each time the form opens and never refetched under it: the form holds the values being edited.
 */
export function useShift(id: string) {
  return useQuery({
    queryKey: shiftQueryKey(id),
    queryFn: () => getShift(id),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
