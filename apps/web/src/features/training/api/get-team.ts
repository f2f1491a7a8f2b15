import type { Role } from "@rollcall/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type TeamMember = { id: string; firstName: string; lastName: string; email: string; role: Role };

/** Same key as the other screens' member lists: one request serves them all. */
export const teamQueryKey = (agencyId: string) => ["/api/agencies", agencyId, "users"] as const;

export function getTeam(agencyId: string) {
  return apiRequest<TeamMember[]>("GET", `/api/agencies/${encodeURIComponent(agencyId)}/users`);
}

/** The agency's current members (removed ones are not offered): instructors and assignees to choose from. */
export function useTeam(agencyId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: teamQueryKey(agencyId ?? ""),
    queryFn: () => getTeam(agencyId ?? ""),
    enabled: !!agencyId && enabled,
  });
}
