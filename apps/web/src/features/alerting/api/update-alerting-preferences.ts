import type { AlertingPreferencesInput } from "@rollcall/shared/alerting";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { AlertingPreferences } from "../types";
import { alertingPreferencesQueryKey } from "./get-alerting-preferences";

/** PUT /api/profile/alerting: a new phone number (a code is sent to it), channels per kind, quiet hours. */
export function useUpdateAlertingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertingPreferencesInput) =>
      apiRequest<AlertingPreferences>("PUT", "/api/profile/alerting", input),
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(alertingPreferencesQueryKey, data);
      return queryClient.invalidateQueries({ queryKey: alertingPreferencesQueryKey });
    },
  });
}
