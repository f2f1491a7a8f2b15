import type { Position, Station } from "@rollcall/shared/equipment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The agency's stations (GET /api/stations, stationSchema[]): where a shift works or a rule counts. */
export function useStations() {
  return useQuery({
    queryKey: ["/api/stations"],
    queryFn: () => apiRequest<Station[]>("GET", "/api/stations"),
    staleTime: 60_000,
    retry: false,
  });
}

/** The riding positions of an apparatus, in board order (GET /api/equipment/{id}/positions); none without one. */
export function usePositions(equipmentId: string | null | undefined) {
  return useQuery({
    queryKey: [`/api/equipment/${equipmentId}/positions`],
    queryFn: () => apiRequest<Position[]>("GET", `/api/equipment/${equipmentId}/positions`),
    enabled: !!equipmentId,
    staleTime: 60_000,
    retry: false,
  });
}
