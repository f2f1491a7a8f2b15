import type { registerSchema, SessionUserResponse } from "@rollcall/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { toast } from "@/hooks/use-toast";
import { apiRequest } from "@/lib/api";
import { userQueryKey } from "@/lib/session";
import { REDIRECT_AFTER_AUTH_MS } from "./login";

export type RegisterPayload = z.output<typeof registerSchema>;

export function register(payload: RegisterPayload) {
  // The new agency's schedule is kept in the time zone of the browser that creates it.
  const timeZone = payload.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return apiRequest<SessionUserResponse>("POST", "/api/register", { ...payload, timeZone });
}

/** Creates an account with its new agency; on success signs the member in (see useLogin for why here). */
export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      toast({ title: "Welcome to Rollcall!", description: "Your account has been created successfully." });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      setTimeout(() => navigate("/", { replace: true }), REDIRECT_AFTER_AUTH_MS);
    },
  });
}
