import type { Station, StationFormValues } from "@rollcall/shared/equipment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function createStation(values: StationFormValues) {
  return apiRequest<Station>("POST", "/api/stations", values);
}

/** Add Station (admins). */
export function useCreateStation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStation, onSuccess: () => invalidateEquipment(queryClient) });
}
