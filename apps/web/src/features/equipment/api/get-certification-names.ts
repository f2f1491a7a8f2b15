import type { Certification } from "@rollcall/shared/compliance";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The certifications' own key (compliance reads the same answer), so both share one cached list. */
const certificationsQueryKey = ["/api/certifications"] as const;

/** One spelling per name, any case, alphabetical. */
export const distinctNames = (names: string[]) =>
  [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));

/**
 * The names of the certifications the agency's members hold (GET /api/certifications): what a riding position
 * may require, matched by name, any case. Empty while compliance is not in the agency's plan.
 */
export function useCertificationNames() {
  return useQuery({
    queryKey: certificationsQueryKey,
    queryFn: () => apiRequest<Certification[]>("GET", "/api/certifications"),
    select: (list) => distinctNames(list.map((c) => c.name)),
    staleTime: 60_000,
    retry: false,
  });
}
