import type { Role } from "@rollcall/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type TeamMember = { id: string; firstName: string; lastName: string; email: string; role: Role };

/** One key for the agency's member list: every screen's pickers share the request. */
export const teamQueryKey = (agencyId: string) => ["/api/agencies", agencyId, "users"] as const;

export function getTeam(agencyId: string) {
  return apiRequest<TeamMember[]>("GET", `/api/agencies/${encodeURIComponent(agencyId)}/users`);
}

/** The agency's current members (deleted ones excluded), for pickers and counts. */
export function useTeam(agencyId: string | null | undefined) {
  return useQuery({
    queryKey: teamQueryKey(agencyId ?? ""),
    queryFn: () => getTeam(agencyId ?? ""),
    enabled: !!agencyId,
  });
}
