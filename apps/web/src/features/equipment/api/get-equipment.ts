import type { Equipment } from "@rollcall/shared/equipment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const equipmentQueryKey = ["/api/equipment"] as const;

export function getEquipment() {
  return apiRequest<Equipment[]>("GET", "/api/equipment");
}

/** The agency's equipment (deleted items left out), by name, with each item's maintenance band. */
export function useEquipment() {
  return useQuery({ queryKey: equipmentQueryKey, queryFn: getEquipment });
}
