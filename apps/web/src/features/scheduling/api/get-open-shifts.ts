import type { OpenShiftDto } from "@rollcall/shared/scheduling";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const openShiftsQueryKey = ["/api/shifts/open"] as const;

export function getOpenShifts() {
  return apiRequest<OpenShiftDto[]>("GET", "/api/shifts/open");
}

/** Open shifts and pick-ups waiting for approval that have not ended yet. */
export function useOpenShifts() {
  return useQuery({ queryKey: openShiftsQueryKey, queryFn: getOpenShifts });
}
