import type { LeaveLedgerEntry, LeaveLedgerQuery } from "@rollcall/shared/leave";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function getLeaveLedger(query: LeaveLedgerQuery) {
  const search = new URLSearchParams();
  if (query.userId) search.set("userId", query.userId);
  if (query.type) search.set("type", query.type);
  return apiRequest<LeaveLedgerEntry[]>("GET", `/api/leave-ledger${search.size ? `?${search}` : ""}`);
}

/** Every change of a member's balances, newest first (a member: their own; officers and admins: anyone's). */
export function useLeaveLedger(query: LeaveLedgerQuery, enabled = true) {
  return useQuery({
    queryKey: ["/api/leave-ledger", query],
    queryFn: () => getLeaveLedger(query),
    enabled,
  });
}
