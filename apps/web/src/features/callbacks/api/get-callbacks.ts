import type { Callback } from "@rollcall/shared/callbacks";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const callbacksQueryKey = ["/api/callbacks"] as const;

/** Managers: every call-back; members: those offered to them (their own place only). Refreshed each minute. */
export function useCallbacks() {
  return useQuery({
    queryKey: callbacksQueryKey,
    queryFn: () => apiRequest<Callback[]>("GET", "/api/callbacks"),
    refetchInterval: 60_000,
  });
}
