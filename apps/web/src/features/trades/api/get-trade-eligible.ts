import type { TradeEligible } from "@rollcall/shared/trades";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const tradeEligibleQueryKey = (shiftId?: string) => ["/api/trades/eligible", { shiftId }] as const;

/** The colleagues the shift can be offered to by name: none on it or on an overlapping shift. */
export function useTradeEligible(shiftId?: string) {
  return useQuery({
    queryKey: tradeEligibleQueryKey(shiftId),
    queryFn: () =>
      apiRequest<TradeEligible>(
        "GET",
        `/api/trades/eligible?${new URLSearchParams({ shiftId: shiftId ?? "" })}`,
      ),
    enabled: !!shiftId,
  });
}
