import type { WellnessStats } from "@rollcall/shared/wellness";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const wellnessStatsQueryKey = ["/api/wellness/stats"] as const;

export function getWellnessStats() {
  return apiRequest<WellnessStats>("GET", "/api/wellness/stats");
}

/** The stat cards: active programs and the caller's own counts; admins also get the participation count. */
export function useWellnessStats() {
  return useQuery({ queryKey: wellnessStatsQueryKey, queryFn: getWellnessStats });
}
