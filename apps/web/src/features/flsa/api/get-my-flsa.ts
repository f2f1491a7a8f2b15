import type { FlsaMe } from "@rollcall/shared/flsa";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const myFlsaQueryKey = (periodStart: string | null) =>
  ["/api/flsa/me", periodStart ? { periodStart } : {}] as const;

export function getMyFlsa(periodStart: string | null) {
  return apiRequest<FlsaMe>(
    "GET",
    periodStart ? `/api/flsa/me?${new URLSearchParams({ periodStart })}` : "/api/flsa/me",
  );
}

/** Any member: their own hours in the work period. */
export function useMyFlsa(periodStart: string | null, enabled = true) {
  return useQuery({
    queryKey: myFlsaQueryKey(periodStart),
    queryFn: () => getMyFlsa(periodStart),
    placeholderData: keepPreviousData,
    enabled,
  });
}
