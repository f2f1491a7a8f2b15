import type { FitnessProgram } from "@rollcall/shared/wellness";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const programsQueryKey = ["/api/fitness-programs"] as const;

export function getPrograms() {
  return apiRequest<FitnessProgram[]>("GET", "/api/fitness-programs");
}

/** The agency's programs (active first, then by name), each with the caller's own enrolment. */
export function usePrograms() {
  return useQuery({ queryKey: programsQueryKey, queryFn: getPrograms });
}
