import type { TodaysShifts } from "@rollcall/shared/time-clock";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const todaysShiftsQueryKey = ["/api/time-clock/today"] as const;

/** The member's own shifts overlapping today, "today" being the agency's calendar day. */
export function getTodaysShifts() {
  return apiRequest<TodaysShifts>("GET", "/api/time-clock/today");
}

export function useTodaysShifts() {
  return useQuery({ queryKey: todaysShiftsQueryKey, queryFn: getTodaysShifts });
}
