import { type NerisValidation, nerisValidationPath } from "@rollcall/shared/neris/incident";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Under the report's own key, so every write to reports (invalidateIncidents) checks it again. */
export const nerisValidationQueryKey = (id: string) => ["/api/incidents", id, "neris-validation"] as const;

export function getNerisValidation(id: string) {
  return apiRequest<NerisValidation>("GET", nerisValidationPath(encodeURIComponent(id)));
}

/** What NERIS would refuse in the report's payload, field by field. */
export function useNerisValidation(id: string | undefined) {
  return useQuery({
    queryKey: nerisValidationQueryKey(id ?? ""),
    queryFn: () => getNerisValidation(id ?? ""),
    enabled: !!id,
  });
}
