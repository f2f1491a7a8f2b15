import type { AgencyMember } from "@rollcall/shared/users";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The same key other screens use for the member list, so a change here refreshes their pickers too. */
export const usersQueryKey = (agencyId: string) => ["/api/agencies", agencyId, "users"] as const;

export function getUsers(agencyId: string) {
  return apiRequest<AgencyMember[]>("GET", `/api/agencies/${encodeURIComponent(agencyId)}/users`);
}

/** The agency's current members (deleted members are not listed). */
export function useUsers(agencyId: string | undefined) {
  return useQuery({
    queryKey: usersQueryKey(agencyId ?? ""),
    queryFn: () => getUsers(agencyId ?? ""),
    enabled: !!agencyId,
  });
}
