import type { Position, PositionsUpdateInput } from "@rollcall/shared/equipment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function updatePositions({
  equipmentId,
  values,
}: {
  equipmentId: string;
  values: PositionsUpdateInput;
}) {
  return apiRequest<Position[]>("PUT", `/api/equipment/${encodeURIComponent(equipmentId)}/positions`, values);
}

/** Edit Positions (admins): the apparatus' seats in board order, each with its required certifications. */
export function useUpdatePositions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePositions, onSuccess: () => invalidateEquipment(queryClient) });
}
