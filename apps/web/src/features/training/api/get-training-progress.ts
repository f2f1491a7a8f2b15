import type { TrainingProgress } from "@rollcall/shared/training";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const trainingProgressQueryKey = ["/api/training/progress"] as const;

export function getTrainingProgress() {
  return apiRequest<TrainingProgress>("GET", "/api/training/progress");
}

/** Completion by category and Team Performance, computed by the server. */
export function useTrainingProgress() {
  return useQuery({ queryKey: trainingProgressQueryKey, queryFn: getTrainingProgress });
}
