import type { Certification } from "@rollcall/shared/compliance";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

// Under "/api/certifications", so invalidating the list refreshes this one too.
export const expiringCertificationsQueryKey = ["/api/certifications", "expiring"] as const;

export function getExpiringCertifications() {
  return apiRequest<Certification[]>("GET", "/api/certifications/expiring");
}

/** Certifications expiring within 30 days and not yet expired, soonest first. */
export function useExpiringCertifications() {
  return useQuery({ queryKey: expiringCertificationsQueryKey, queryFn: getExpiringCertifications });
}
