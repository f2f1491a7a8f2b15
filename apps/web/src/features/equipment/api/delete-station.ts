import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateEquipment } from "./invalidate-equipment";

export function deleteStation(id: string) {
  return apiRequest<void>("DELETE", `/api/stations/${encodeURIComponent(id)}`);
}

/** Delete a station (admins): its apparatus stay, without a station. */
export function useDeleteStation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStation, onSuccess: () => invalidateEquipment(queryClient) });
}
