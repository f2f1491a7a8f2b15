import type { LeaveBalance } from "@rollcall/shared/leave";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const leaveBalancesQueryKey = ["/api/leave-balances"] as const;

export function getLeaveBalances() {
  return apiRequest<LeaveBalance[]>("GET", "/api/leave-balances");
}

/** A member: one row, their own. Officers and admins: every current member's. */
export function useLeaveBalances() {
  return useQuery({ queryKey: leaveBalancesQueryKey, queryFn: getLeaveBalances });
}
