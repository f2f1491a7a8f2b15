import type { Position } from "@rollcall/shared/equipment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const positionsQueryKey = (equipmentId: string) =>
  [`/api/equipment/${equipmentId}/positions`] as const;

export function getPositions(equipmentId: string) {
  return apiRequest<Position[]>("GET", `/api/equipment/${encodeURIComponent(equipmentId)}/positions`);
}

/** The riding positions of an apparatus, in board order (GET /api/equipment/{id}/positions); none without one. */
export function usePositions(equipmentId: string | null | undefined) {
  return useQuery({
    queryKey: positionsQueryKey(equipmentId ?? ""),
    queryFn: () => getPositions(equipmentId ?? ""),
    enabled: !!equipmentId,
    staleTime: 60_000,
    retry: false,
  });
}
