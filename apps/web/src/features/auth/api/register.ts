import type { registerSchema, SessionUserResponse } from "@rollcall/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";
import { REDIRECT_AFTER_AUTH_MS } from "./login";

export type RegisterPayload = z.output<typeof registerSchema>;

/** Signed in at once (201), or, where mail is configured, "check your email" (202) whatever the address. */
export type RegisterResponse = SessionUserResponse | { message: string };

export function register(payload: RegisterPayload) {
  // The new agency's schedule is kept in the time zone of the browser that creates it.
  const timeZone = payload.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return apiRequest<RegisterResponse>("POST", "/api/register", { ...payload, timeZone });
}

/** Opens the sign-up the emailed link confirms: the account and agency are made and the member signed in. */
export function confirmSignUp(token: string) {
  return apiRequest<SessionUserResponse>("POST", "/api/register/confirm", { token });
}

function useWelcome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    toast({ title: "Welcome to Rollcall!", description: "Your account has been created successfully." });
    await queryClient.invalidateQueries({ queryKey: userQueryKey });
    setTimeout(() => navigate("/", { replace: true }), REDIRECT_AFTER_AUTH_MS);
  };
}

/**
 * Creates an account with its new agency; signed in at once, it signs the member in (see useLogin for why
 * here); asked to confirm by mail, the form shows the answer instead.
 */
export function useRegister() {
  const welcome = useWelcome();
  return useMutation({
    mutationFn: register,
    onSuccess: async (data) => {
      if ("user" in data) await welcome();
    },
  });
}

export function useConfirmSignUp() {
  const welcome = useWelcome();
  return useMutation({ mutationFn: confirmSignUp, onSuccess: welcome });
}
