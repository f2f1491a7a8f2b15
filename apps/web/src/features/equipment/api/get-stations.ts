import type { Station } from "@rollcall/shared/equipment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const stationsQueryKey = ["/api/stations"] as const;

export function getStations() {
  return apiRequest<Station[]>("GET", "/api/stations");
}

/** The agency's stations (GET /api/stations), by name: where apparatus are housed and a shift works. */
export function useStations() {
  return useQuery({ queryKey: stationsQueryKey, queryFn: getStations, staleTime: 60_000, retry: false });
}
