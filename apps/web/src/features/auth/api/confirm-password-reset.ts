import type { MessageResponse, resetConfirmSchema } from "@rollcall/shared/auth";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";

export type PasswordResetConfirmPayload = z.output<typeof resetConfirmSchema>;

/** Sets a new password with the emailed token; 400 { message } when the token is invalid, expired or used. */
export function confirmPasswordReset(payload: PasswordResetConfirmPayload) {
  return apiRequest<MessageResponse>("POST", "/api/password-reset-confirm", payload);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
