import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, getQueryFn, isQueued } from "./api";
import { OFFLINE_TEXT } from "./connectivity";

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
 * Answers every feature shares, shown after the mutation's own failure toast, which they replace (one toast at
 * a time), so no form has to know about them: a 402 (the plan lacks the module, or the agency is read-only) in
 * the server's words, and a write queued offline, which did not fail.
 */
const mutationCache = new MutationCache({
  onError: (error) => {
    if (error instanceof ApiError && error.status === 402)
      setTimeout(() => toastError("Choose a plan to continue", error.serverMessage), 0);
    if (isQueued(error))
      setTimeout(() => toast({ title: OFFLINE_TEXT.queuedTitle, description: error.message }), 0);
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
      // Offline, reads still run: lib/api answers them from the device (TanStack would pause them instead).
      networkMode: "always",
    },
    // Offline, writes still run: lib/api queues them (spec 01 §7); never retried while offline (shouldRetry).
    mutations: { retry: shouldRetry(1), networkMode: "always" },
  },
});
