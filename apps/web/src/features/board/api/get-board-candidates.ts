import type { BoardCandidate } from "@rollcall/shared/board";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type CandidateTarget = { positionId?: string; stationId?: string; at?: string | null };

/** Who could take a seat (or go on duty at a station) at the instant, each with why not when refused. */
export function useBoardCandidates(target: CandidateTarget | null) {
  const params = new URLSearchParams();
  if (target?.positionId) params.set("positionId", target.positionId);
  if (target?.stationId) params.set("stationId", target.stationId);
  if (target?.at) params.set("at", target.at);
  return useQuery({
    queryKey: ["/api/board/candidates", Object.fromEntries(params)] as const,
    queryFn: () => apiRequest<BoardCandidate[]>("GET", `/api/board/candidates?${params}`),
    enabled: !!target,
    staleTime: 0,
  });
}
