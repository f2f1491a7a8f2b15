import type { IsoHours, IsoMapping } from "@rollcall/shared/training";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTraining } from "./invalidate-training";

export const isoHoursQueryKey = (year: string) => ["/api/training/iso-hours", year] as const;

/** Each member's completed hours per ISO category in the calendar year (admins: everyone; others: their own). */
export function useIsoHours(year: string) {
  return useQuery({
    queryKey: isoHoursQueryKey(year),
    queryFn: () => apiRequest<IsoHours>("GET", `/api/training/iso-hours?year=${encodeURIComponent(year)}`),
  });
}

/** Admins: where course categories count (any part of the mapping). */
export function useUpdateIsoMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: Partial<IsoMapping>) =>
      apiRequest<IsoMapping>("PATCH", "/api/training/iso-mapping", mapping),
    onSuccess: () => invalidateTraining(queryClient),
  });
}
