import type { Trade } from "@rollcall/shared/trades";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const tradesQueryKey = ["/api/trades"] as const;

export const getTrades = () => apiRequest<Trade[]>("GET", "/api/trades");

/**
 * Members: the trades they offered, were offered or took, and open offers they qualify for. Officers and
 * admins: every trade of the agency. Refreshed live when a trade changes (LIVE_QUERY_PREFIXES).
 */
export function useTrades(enabled = true) {
  return useQuery({ queryKey: tradesQueryKey, queryFn: getTrades, enabled });
}
