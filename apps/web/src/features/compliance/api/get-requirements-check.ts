import type { RequirementsCheck } from "@rollcall/shared/compliance";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const requirementsCheckQueryKey = (userId: string, date: string) =>
  ["/api/compliance/requirements-check", { userId, date }] as const;

export function getRequirementsCheck(userId: string, date: string) {
  const query = new URLSearchParams({ userId, date });
  return apiRequest<RequirementsCheck>("GET", `/api/compliance/requirements-check?${query}`);
}

/** The required certifications a member does not meet on `date` (yyyy-MM-dd); idle until both are known. */
export function useRequirementsCheck(userId: string | undefined, date: string | undefined) {
  return useQuery({
    queryKey: requirementsCheckQueryKey(userId ?? "", date ?? ""),
    queryFn: () => getRequirementsCheck(userId ?? "", date ?? ""),
    enabled: !!userId && !!date,
    staleTime: 60_000,
  });
}
