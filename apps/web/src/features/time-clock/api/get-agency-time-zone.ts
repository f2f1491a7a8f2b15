import type { Agency } from "@rollcall/shared/agencies";
import { useQuery } from "@tanstack/react-query";
import { useUser } from "@/features/auth/api/get-user";
import { apiRequest } from "@/lib/api";

/**
 * The agency's IANA zone, in which shift times and "today" are shown. Same query key and answer as the app
 * shell's agency query, so it is read from that cache rather than fetched again.
 */
export function useAgencyTimeZone(): string | undefined {
  const { user } = useUser();
  const agencyId = user?.agencyId ?? "";
  const query = useQuery({
    queryKey: ["/api/agencies", agencyId],
    queryFn: () => apiRequest<Agency>("GET", `/api/agencies/${encodeURIComponent(agencyId)}`),
    enabled: !!agencyId,
    select: (agency) => agency.timeZone,
  });
  return query.data;
}
