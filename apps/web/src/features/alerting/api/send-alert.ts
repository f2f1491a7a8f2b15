import type { AlertInput } from "@rollcall/shared/alerting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertDetail } from "../types";
import { invalidateAlerts } from "./invalidate-alerts";

/** POST /api/alerts (admins and officers): the alert goes to its audience through each member's channels. */
export function useSendAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput) => apiRequest<AlertDetail>("POST", "/api/alerts", input),
    onSuccess: () => invalidateAlerts(queryClient),
  });
}
