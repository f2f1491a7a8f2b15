import type { PayMember, PayMemberUpdate } from "@rollcall/shared/pay";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidatePay } from "./invalidate-pay";

export function updatePayMember({ userId, ...changes }: PayMemberUpdate & { userId: string }) {
  return apiRequest<PayMember>("PATCH", `/api/pay/members/${encodeURIComponent(userId)}`, changes);
}

/** Admins: a member's payroll details (a new hire date changes their tier and waiting period). */
export function useUpdatePayMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePayMember, onSuccess: () => invalidatePay(queryClient) });
}
