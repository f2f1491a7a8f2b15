import type { TimeClockSettings } from "@rollcall/shared/time-clock";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { timeClockSettingsQueryKey } from "./get-time-clock-settings";

export function saveTimeClockSettings(values: TimeClockSettings) {
  return apiRequest<TimeClockSettings>("PUT", "/api/time-clock/settings", values);
}

/** Admins: the agency's rounding, automatic clock-out, reason and discrepancy rules. */
export function useSaveTimeClockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeClockSettings,
    onSuccess: (saved) => queryClient.setQueryData(timeClockSettingsQueryKey, saved),
  });
}
