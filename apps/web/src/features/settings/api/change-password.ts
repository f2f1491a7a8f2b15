import type { SessionUserResponse } from "@rollcall/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type ChangePasswordPayload = { currentPassword: string; newPassword: string };

/** Checks the current password, sets the new one and signs out the member's other sessions. */
export function changePassword(payload: ChangePasswordPayload) {
  return apiRequest<SessionUserResponse>("POST", "/api/profile/password", payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
