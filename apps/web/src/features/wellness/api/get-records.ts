import type { WellnessRecord } from "@rollcall/shared/wellness";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type RecordsScope = "mine" | "shared";

export const recordsQueryKey = (scope: RecordsScope) => ["/api/wellness-records", scope] as const;

export function getRecords(scope: RecordsScope) {
  return apiRequest<WellnessRecord[]>("GET", `/api/wellness-records?scope=${scope}`);
}

/** The caller's own records, newest first. */
export function useMyRecords() {
  return useQuery({ queryKey: recordsQueryKey("mine"), queryFn: () => getRecords("mine") });
}

/** Admins: the records other members chose to share, with their names (the server refuses anyone else). */
export function useSharedRecords() {
  return useQuery({ queryKey: recordsQueryKey("shared"), queryFn: () => getRecords("shared") });
}
