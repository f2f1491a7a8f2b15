import type { ResetUserPasswordResponse } from "@rollcall/shared/users";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Issues a new temporary password; the member must replace it at their next sign-in. */
export function resetUserPassword(id: string) {
  return apiRequest<ResetUserPasswordResponse>("POST", `/api/users/${encodeURIComponent(id)}/reset-password`);
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
