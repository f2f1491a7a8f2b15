import type { Trade, TradeFormValues } from "@rollcall/shared/trades";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTrades } from "./invalidate-trades";

export const offerTrade = (values: TradeFormValues) => apiRequest<Trade>("POST", "/api/trades", values);

export function useOfferTrade() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: offerTrade, onSuccess: () => invalidateTrades(queryClient) });
}
