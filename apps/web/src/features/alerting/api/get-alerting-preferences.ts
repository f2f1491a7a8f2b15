import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertingPreferences } from "../types";

export const alertingPreferencesQueryKey = ["/api/profile/alerting"] as const;

/** The signed-in member's phone, channels per kind, quiet hours, and what the installation can send. */
export function useAlertingPreferences() {
  return useQuery({
    queryKey: alertingPreferencesQueryKey,
    queryFn: () => apiRequest<AlertingPreferences>("GET", "/api/profile/alerting"),
  });
}
