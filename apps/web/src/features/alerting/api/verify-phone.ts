import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { alertingPreferencesQueryKey } from "./get-alerting-preferences";

/** POST /api/profile/phone/verify: the 6-digit code sent to the pending number. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest("POST", "/api/profile/phone/verify", { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertingPreferencesQueryKey }),
  });
}
