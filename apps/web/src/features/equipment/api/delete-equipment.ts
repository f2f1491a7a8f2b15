import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { equipmentItemQueryKey } from "./get-equipment-item";
import { invalidateEquipment } from "./invalidate-equipment";

export function deleteEquipment(id: string) {
  return apiRequest<void>("DELETE", `/api/equipment/${encodeURIComponent(id)}`);
}

export function useDeleteEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEquipment,
    onSuccess: (_, id) => {
      // The item's page must not refetch (and briefly show "not found") while it is being left.
      queryClient.removeQueries({ queryKey: equipmentItemQueryKey(id) });
      return invalidateEquipment(queryClient);
    },
  });
}
