import type { TradeLedger } from "@rollcall/shared/trades";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const tradeLedgerQueryKey = (userId?: string) => ["/api/trades/ledger", { userId }] as const;

export function getTradeLedger(userId?: string) {
  const search = userId ? `?${new URLSearchParams({ userId })}` : "";
  return apiRequest<TradeLedger>("GET", `/api/trades/ledger${search}`);
}

/** The signed-in member's balance per colleague (officers and admins may name a member). */
export function useTradeLedger(userId?: string) {
  return useQuery({ queryKey: tradeLedgerQueryKey(userId), queryFn: () => getTradeLedger(userId) });
}
