import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

type AgencyZone = { id: string; name: string; timeZone: string };

/** Same key as the app shell's agency query: one request serves both. */
export const agencyQueryKey = (agencyId: string) => ["/api/agencies", agencyId] as const;

export function getAgency(agencyId: string) {
  return apiRequest<AgencyZone>("GET", `/api/agencies/${encodeURIComponent(agencyId)}`);
}

/** The agency's IANA time zone: "today" (and so the maintenance presets) follows it. */
export function useAgencyTimeZone(agencyId: string | undefined) {
  const query = useQuery({
    queryKey: agencyQueryKey(agencyId ?? ""),
    queryFn: () => getAgency(agencyId ?? ""),
    enabled: !!agencyId,
  });
  return { ...query, timeZone: query.data?.timeZone };
}
