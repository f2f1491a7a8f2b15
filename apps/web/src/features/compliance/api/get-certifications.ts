import type { Certification } from "@rollcall/shared/compliance";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const certificationsQueryKey = ["/api/certifications"] as const;

export function getCertifications() {
  return apiRequest<Certification[]>("GET", "/api/certifications");
}

/** Every certification of the agency with its holder and computed state, soonest expiry first. */
export function useCertifications() {
  return useQuery({ queryKey: certificationsQueryKey, queryFn: getCertifications });
}
