import type { Agency } from "@rollcall/shared/agencies";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const agencyQueryKey = (agencyId: string) => ["/api/agencies", agencyId] as const;

export function getAgency(agencyId: string) {
  return apiRequest<Agency>("GET", `/api/agencies/${encodeURIComponent(agencyId)}`);
}

/** The signed-in member's agency (name, logo, colours) for the sidebar and header. */
export function useAgency(agencyId: string | null | undefined) {
  return useQuery({
    queryKey: agencyQueryKey(agencyId ?? ""),
    queryFn: () => getAgency(agencyId ?? ""),
    enabled: !!agencyId,
  });
}

/** The agency's IANA time zone: "today", weeks and times on every screen follow it. */
export function useAgencyTimeZone(agencyId: string | null | undefined) {
  const query = useAgency(agencyId);
  return { ...query, timeZone: query.data?.timeZone };
}
