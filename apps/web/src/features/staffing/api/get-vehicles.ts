import { type Equipment, isVehicleType } from "@rollcall/shared/equipment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The equipment list's own key: the vehicles are read from the same cached answer. */
const equipmentQueryKey = ["/api/equipment"] as const;

export type Vehicle = Pick<Equipment, "id" | "name" | "type" | "crewSize" | "stationId">;

/** The agency's vehicles (engines, ambulances, ladders...): the apparatus a shift rides or a rule names. */
export function useVehicles() {
  return useQuery({
    queryKey: equipmentQueryKey,
    queryFn: () => apiRequest<Equipment[]>("GET", "/api/equipment"),
    select: (items): Vehicle[] =>
      items
        .filter((item) => isVehicleType(item.type))
        .map(({ id, name, type, crewSize, stationId }) => ({ id, name, type, crewSize, stationId })),
    staleTime: 60_000,
    retry: false,
  });
}
