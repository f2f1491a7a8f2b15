import type { RotationResult, RotationValues } from "@rollcall/shared/scheduling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateSchedule } from "./invalidate-schedule";

export function createRotation(payload: RotationValues) {
  return apiRequest<RotationResult>("POST", "/api/shifts/rotation", payload);
}

/** A fire rotation (24/48, 48/96, Kelly, 24/72) for the chosen platoons, in one request. */
export function useCreateRotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRotation, onSuccess: () => invalidateSchedule(queryClient) });
}
