import type { FitnessProgram } from "@rollcall/shared/wellness";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateWellness } from "./invalidate-wellness";

export function startProgram(id: string) {
  return apiRequest<FitnessProgram>("POST", `/api/fitness-programs/${encodeURIComponent(id)}/start`);
}

/**
 * Start Program: enrols the caller (once) and logs today's session as a private fitness record, every time;
 * so the same call is the card's Log Session once started.
 */
export function useStartProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startProgram, onSuccess: () => invalidateWellness(queryClient) });
}
