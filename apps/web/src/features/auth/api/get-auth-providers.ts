import type { AuthProvidersResponse } from "@rollcall/shared/auth";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const authProvidersQueryKey = ["/api/auth/providers"] as const;

export function getAuthProviders() {
  return apiRequest<AuthProvidersResponse>("GET", "/api/auth/providers");
}

/** Whether this installation offers single sign-on, and the name its button shows. */
export function useAuthProviders() {
  return useQuery({ queryKey: authProvidersQueryKey, queryFn: getAuthProviders, staleTime: Infinity });
}
