import type { Station, StationFormInput } from "@rollcall/shared/equipment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function updateStation({ id, changes }: { id: string; changes: Partial<StationFormInput> }) {
  return apiRequest<Station>("PATCH", `/api/stations/${encodeURIComponent(id)}`, changes);
}

/** Edit a station's name, number or address (admins); the board and the forms show the new name. */
export function useUpdateStation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStation, onSuccess: () => invalidateEquipment(queryClient) });
}
