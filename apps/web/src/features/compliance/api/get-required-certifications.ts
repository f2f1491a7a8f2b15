import type { RequiredCertification } from "@rollcall/shared/compliance";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const requiredCertificationsQueryKey = ["/api/compliance/required-certifications"] as const;

export function getRequiredCertifications() {
  return apiRequest<RequiredCertification[]>("GET", "/api/compliance/required-certifications");
}

/** The certifications the agency requires of a role (role null: of everyone). */
export function useRequiredCertifications() {
  return useQuery({ queryKey: requiredCertificationsQueryKey, queryFn: getRequiredCertifications });
}
