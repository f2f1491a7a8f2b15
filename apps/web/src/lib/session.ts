import type { CurrentUserResponse } from "@rollcall/shared/auth";
import { useQuery } from "@tanstack/react-query";
import { forgetOfflineData, getQueryFn } from "@/lib/api";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in member, or null when signed out (401). Failures are logged only and mean "no user". */
export function useUser() {
  const query = useQuery<CurrentUserResponse | null>({
    queryKey: userQueryKey,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
    // A failed check (API down) must not refire when another component mounts useUser: the refetch flips the
    // query back to loading, the router swaps in its spinner, and the page remounts in an endless loop.
    retryOnMount: false,
    staleTime: 5 * 60 * 1000,
  });
  if (query.error) console.warn("Could not check the session", query.error);
  const user = query.data?.user ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: !!user,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Signing out is a browser navigation: the server ends the session and redirects, which also drops every cached
 * query. The device first forgets the member's reads kept for offline use (spec: cached data belongs to the
 * signed-in member); their queued writes stay for their next sign-in.
 */
export async function signOut() {
  await forgetOfflineData();
  window.location.href = "/api/logout";
}
