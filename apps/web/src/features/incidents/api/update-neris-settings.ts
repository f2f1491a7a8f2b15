import {
  NERIS_SETTINGS_PATH,
  type NerisSettings,
  type NerisSettingsUpdate,
} from "@rollcall/shared/neris/submission";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { nerisSettingsQueryKey } from "./get-neris-settings";

export function updateNerisSettings(changes: NerisSettingsUpdate) {
  return apiRequest<NerisSettings>("PUT", NERIS_SETTINGS_PATH, changes);
}

export function useUpdateNerisSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNerisSettings,
    onSuccess: (settings) => queryClient.setQueryData(nerisSettingsQueryKey, settings),
  });
}
