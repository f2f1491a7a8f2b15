import type { RequiredCertification } from "@rollcall/shared/compliance";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { distinctNames } from "./get-certification-names";

/** Compliance's own key for the list, so both share one cached answer. */
const requiredCertificationsQueryKey = ["/api/compliance/required-certifications"] as const;

/** The names of the certifications the agency requires of a role (GET /api/compliance/required-certifications). */
export function useRequiredCertificationNames() {
  return useQuery({
    queryKey: requiredCertificationsQueryKey,
    queryFn: () => apiRequest<RequiredCertification[]>("GET", "/api/compliance/required-certifications"),
    select: (list) => distinctNames(list.map((c) => c.name)),
    staleTime: 60_000,
    retry: false,
  });
}
