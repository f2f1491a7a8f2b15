import type { ResetRequestResponse, resetRequestSchema } from "@rollcall/shared/auth";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api";

export type PasswordResetRequestPayload = z.output<typeof resetRequestSchema>;

/**
 * Always answers 200 for a well-formed email, so the answer never reveals whether an account exists; `emailed`
 * false: this installation sends no mail (the member is told whom to ask).
 */
export function requestPasswordReset(payload: PasswordResetRequestPayload) {
  return apiRequest<ResetRequestResponse>("POST", "/api/password-reset-request", payload);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
