import type { CurrentUserResponse, SessionUserResponse } from "@rollcall/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";
import { forgetTemporaryPassword } from "../utils/temporary-password";

export type SetPasswordPayload = { currentPassword: string; newPassword: string };

/** POST /api/profile/password: replaces the temporary password (the current one) with the member's own. */
export function setPassword(payload: SetPasswordPayload) {
  return apiRequest<SessionUserResponse>("POST", "/api/profile/password", payload);
}

/**
 * Success is handled here, not at the call site: the updated user no longer needs a new password, so the
 * router swaps the screen for the app and unmounts the form before a call-site callback could run.
 */
export function useSetPassword() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: ({ user }) => {
      forgetTemporaryPassword();
      toast({ title: "Password updated", description: "Your new password is set. Welcome to Rollcall!" });
      queryClient.setQueryData<CurrentUserResponse>(userQueryKey, { user, isAuthenticated: true });
      navigate("/", { replace: true });
    },
  });
}
