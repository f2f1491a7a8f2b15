import type { loginSchema, SessionUserResponse } from "@rollcall/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";
import { nextFromLocation } from "../utils/next-path";
import { keepTemporaryPassword } from "../utils/temporary-password";

/** Spec 01 §9: after sign-in or sign-up the member goes to / (or the page that asked for sign-in) after about 100 ms. */
export const REDIRECT_AFTER_AUTH_MS = 100;

export type LoginPayload = z.output<typeof loginSchema>;

export function login(payload: LoginPayload) {
  return apiRequest<SessionUserResponse>("POST", "/api/login", payload);
}

/**
 * Signs in. Success is handled here (not at the call site) because refreshing the current user swaps the
 * router to the signed-in routes, which unmounts the form before a call-site callback could run.
 * Failures are left to the form, which knows its fields.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data, variables) => {
      // A temporary password must be replaced first; the set-password screen proves it with this copy.
      if (data.user.mustChangePassword) keepTemporaryPassword(data.user.id, variables.password);
      // A second step first: the router shows it; the page that asked for sign-in stays in the address.
      if (data.user.pendingSecondFactor) {
        await queryClient.invalidateQueries({ queryKey: userQueryKey });
        return;
      }
      // Read before the user refresh re-renders the page: back to the page that asked for sign-in, if any.
      const next = nextFromLocation();
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      // A suspended agency's member lands on its screen, which says why: no welcome over it.
      const refused = queryClient.getQueryState(userQueryKey)?.error;
      if (refused instanceof ApiError && refused.status === 403) return;
      toast({ title: "Welcome back!", description: "You have been logged in successfully." });
      setTimeout(() => navigate(next, { replace: true }), REDIRECT_AFTER_AUTH_MS);
    },
  });
}
