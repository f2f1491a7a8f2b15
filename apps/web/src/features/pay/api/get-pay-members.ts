import type { PayMember } from "@rollcall/shared/pay";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Officers and admins: every current member's employee number, part-time or not, and hire date. */
export function usePayMembers() {
  return useQuery({
    queryKey: ["/api/pay/members"],
    queryFn: () => apiRequest<PayMember[]>("GET", "/api/pay/members"),
  });
}
