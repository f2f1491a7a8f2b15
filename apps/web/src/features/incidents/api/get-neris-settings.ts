import { NERIS_SETTINGS_PATH, type NerisSettings } from "@rollcall/shared/neris/submission";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Live updates refresh it with the incident reports (its path starts with theirs). */
export const nerisSettingsQueryKey = [NERIS_SETTINGS_PATH] as const;

export function getNerisSettings() {
  return apiRequest<NerisSettings>("GET", NERIS_SETTINGS_PATH);
}

/** The department's NERIS connection (admins only: others are not asked, `enabled` false). */
export function useNerisSettings(enabled = true) {
  return useQuery({ queryKey: nerisSettingsQueryKey, queryFn: getNerisSettings, enabled });
}
