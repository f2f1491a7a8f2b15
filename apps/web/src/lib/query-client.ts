import { QueryClient } from "@tanstack/react-query";
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

export const queryClient = new QueryClient({
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
