import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { apiKeysQueryKey } from "./get-api-keys";

export function revokeApiKey(id: string) {
  return apiRequest<void>("DELETE", `/api/api-keys/${encodeURIComponent(id)}`);
}

/** DELETE /api/api-keys/{id}: the key stops working at once and leaves the list. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
