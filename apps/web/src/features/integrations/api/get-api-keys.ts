import type { ApiKeyDto } from "@rollcall/shared/integrations";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Live updates refresh it too: the api_keys table's prefix in shared/live.ts (a key's last use moves it). */
export const apiKeysQueryKey = ["/api/api-keys"] as const;

export function getApiKeys() {
  return apiRequest<ApiKeyDto[]>("GET", "/api/api-keys");
}

/** The agency's API keys, newest first, revoked ones left out (admins; 402 on a plan without API access). */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
}
