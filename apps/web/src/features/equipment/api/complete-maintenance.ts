import type { EquipmentDetail, MaintenanceCompletionInput } from "@rollcall/shared/equipment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function completeMaintenance({ id, values }: { id: string; values: MaintenanceCompletionInput }) {
  return apiRequest<EquipmentDetail>("POST", `/api/equipment/${encodeURIComponent(id)}/maintenance`, values);
}

/** Records a completed maintenance (history entry and the item's new dates and status, in one call). */
export function useCompleteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeMaintenance, onSuccess: () => invalidateEquipment(queryClient) });
}
