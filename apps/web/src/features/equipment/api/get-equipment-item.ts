import type { EquipmentDetail } from "@rollcall/shared/equipment";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const equipmentItemQueryKey = (id: string) => ["/api/equipment", id] as const;

export function getEquipmentItem(id: string) {
  return apiRequest<EquipmentDetail>("GET", `/api/equipment/${encodeURIComponent(id)}`);
}

/** One item with its maintenance history (404 when missing, deleted or another agency's). */
export function useEquipmentItem(id: string) {
  return useQuery({ queryKey: equipmentItemQueryKey(id), queryFn: () => getEquipmentItem(id) });
}
