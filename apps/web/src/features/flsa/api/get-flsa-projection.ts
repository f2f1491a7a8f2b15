import type { FlsaProjection, FlsaProjectionQuery } from "@rollcall/shared/flsa";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function getFlsaProjection(query: FlsaProjectionQuery) {
  const params = new URLSearchParams({
    userId: query.userId,
    startTime: query.startTime,
    endTime: query.endTime,
    ...(query.shiftId ? { shiftId: query.shiftId } : {}),
  });
  return apiRequest<FlsaProjection>("GET", `/api/flsa/projection?${params}`);
}

/** The member's hours in the work period with the shift added; idle until the form holds a member and times. */
export function useFlsaProjection(query: FlsaProjectionQuery | null) {
  return useQuery({
    queryKey: ["/api/flsa/projection", query ?? {}] as const,
    queryFn: () => getFlsaProjection(query as FlsaProjectionQuery),
    enabled: query !== null,
    staleTime: 30_000,
    retry: false,
  });
}
