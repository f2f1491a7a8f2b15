import type { Equipment, EquipmentFormValues } from "@rollcall/shared/equipment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function createEquipment(values: EquipmentFormValues) {
  return apiRequest<Equipment>("POST", "/api/equipment", values);
}

export function useCreateEquipment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEquipment, onSuccess: () => invalidateEquipment(queryClient) });
}
