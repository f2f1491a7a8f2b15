import type { UniverseAgencyRow } from "@rollcall/shared/universe";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const universeAgenciesQueryKey = ["/api/universe/agencies"] as const;

export function getUniverseAgencies() {
  return apiRequest<UniverseAgencyRow[]>("GET", "/api/universe/agencies");
}

/** Every agency on the platform with its member count (operators only). */
export function useUniverseAgencies(enabled = true) {
  return useQuery({ queryKey: universeAgenciesQueryKey, queryFn: getUniverseAgencies, enabled });
}
