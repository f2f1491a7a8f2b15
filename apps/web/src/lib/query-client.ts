import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toastError } from "@/hooks/use-toast";
import { ApiError, getQueryFn } from "./api";

const FIVE_MINUTES = 5 * 60 * 1000;

/** Client errors (4xx) will not change on a retry; only network failures and 5xx are retried, and only online. */
function shouldRetry(limit: number) {
  return (failureCount: number, error: unknown) => {
    if (typeof navigator !== "undefined" && !navigator.onLine) return false;
    if (error instanceof ApiError && error.status < 500) return false;
    return failureCount < limit;
  };
}

/**
 * A 402 (the plan lacks the module, or the agency is read-only) says why in the server's words: shown after the
 * mutation's own failure toast, which it replaces (one toast at a time), so no form has to know about plans.
 */
const mutationCache = new MutationCache({
  onError: (error) => {
    if (error instanceof ApiError && error.status === 402)
      setTimeout(() => toastError("Choose a plan to continue", error.serverMessage), 0);
  },
});

export const queryClient = new QueryClient({
  mutationCache,
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: true,
      staleTime: FIVE_MINUTES,
      gcTime: FIVE_MINUTES,
      retry: shouldRetry(3),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
    mutations: { retry: shouldRetry(1) },
  },
});
