import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Sign out everywhere: ends every session of the member (a lost or stolen phone). */
export function endUserSessions(id: string) {
  return apiRequest<void>("DELETE", `/api/users/${encodeURIComponent(id)}/sessions`);
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
