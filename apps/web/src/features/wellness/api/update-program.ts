import type { FitnessProgram, FitnessProgramUpdateValues } from "@rollcall/shared/wellness";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function updateProgram({ id, changes }: { id: string; changes: FitnessProgramUpdateValues }) {
  return apiRequest<FitnessProgram>("PATCH", `/api/fitness-programs/${encodeURIComponent(id)}`, changes);
}

/** Admins edit a program, retire it (isActive false) or offer it again. */
export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProgram, onSuccess: () => invalidateWellness(queryClient) });
}
