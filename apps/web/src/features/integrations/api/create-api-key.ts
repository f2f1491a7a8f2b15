import type { ApiKeyCreatedDto, ApiKeyCreateInput } from "@rollcall/shared/integrations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { apiKeysQueryKey } from "./get-api-keys";

export function createApiKey(input: ApiKeyCreateInput) {
  return apiRequest<ApiKeyCreatedDto>("POST", "/api/api-keys", input);
}

/** POST /api/api-keys: a new key; its answer holds the key itself, this one time. The list refreshes. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
