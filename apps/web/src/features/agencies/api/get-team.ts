import type { AgencyMember } from "@rollcall/shared/users";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** What pickers read of a member as GET /api/agencies/{agencyId}/users answers it. */
export type TeamMember = Pick<AgencyMember, "id" | "firstName" | "lastName" | "email" | "role"> &
  Partial<Pick<AgencyMember, "platoon">>;

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
