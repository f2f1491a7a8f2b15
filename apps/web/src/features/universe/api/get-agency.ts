import type { UniverseAgencyDetail } from "@rollcall/shared/universe";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function getUniverseAgency(id: string) {
  return apiRequest<UniverseAgencyDetail>("GET", `/api/universe/agencies/${encodeURIComponent(id)}`);
}

/** The selected agency's figures; no call until an agency is selected. */
export function useUniverseAgency(id: string | null) {
  return useQuery({
    queryKey: ["/api/universe/agencies", id],
    queryFn: () => getUniverseAgency(id as string),
    enabled: id !== null,
  });
}
