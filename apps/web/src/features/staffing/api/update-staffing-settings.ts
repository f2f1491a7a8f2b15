import type { StaffingSettings, StaffingSettingsUpdateInput } from "@rollcall/shared/staffing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function updateStaffingSettings(changes: StaffingSettingsUpdateInput) {
  return apiRequest<StaffingSettings>("PATCH", "/api/staffing/settings", changes);
}

/** Admins. Leave and FLSA read these settings too: everything under /api is refreshed after a save. */
export function useUpdateStaffingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffingSettings,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
