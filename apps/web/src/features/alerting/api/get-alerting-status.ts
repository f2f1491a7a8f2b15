import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertingStatus } from "../types";

/** Admins: which channels the installation sends through, and who can be reached on each. */
export function useAlertingStatus(enabled = true) {
  return useQuery({
    queryKey: ["/api/alerting/status"] as const,
    queryFn: () => apiRequest<AlertingStatus>("GET", "/api/alerting/status"),
    enabled,
  });
}
