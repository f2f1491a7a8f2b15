import type { SecondFactorResetResponse } from "@rollcall/shared/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Removes the member's authenticator app, passkeys and recovery codes (a lost phone or key); they are mailed where mail is set up. */
export function resetSecondFactors(id: string) {
  return apiRequest<SecondFactorResetResponse>(
    "DELETE",
    `/api/auth/members/${encodeURIComponent(id)}/second-factors`,
  );
}

export function useResetSecondFactors() {
  return useMutation({ mutationFn: resetSecondFactors });
}
