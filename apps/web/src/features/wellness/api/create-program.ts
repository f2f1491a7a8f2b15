import type { FitnessProgram, FitnessProgramFormValues } from "@rollcall/shared/wellness";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function createProgram(values: FitnessProgramFormValues) {
  return apiRequest<FitnessProgram>("POST", "/api/fitness-programs", values);
}

/** Any member adds a program (spec 02 §6). */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProgram, onSuccess: () => invalidateWellness(queryClient) });
}
