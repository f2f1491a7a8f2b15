import type { Equipment, EquipmentUpdateInput } from "@rollcall/shared/equipment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function updateEquipment({ id, changes }: { id: string; changes: EquipmentUpdateInput }) {
  return apiRequest<Equipment>("PATCH", `/api/equipment/${encodeURIComponent(id)}`, changes);
}

/** Edit (the changed fields), Schedule Maintenance and Reschedule (status and both dates). */
export function useUpdateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEquipment, onSuccess: () => invalidateEquipment(queryClient) });
}
