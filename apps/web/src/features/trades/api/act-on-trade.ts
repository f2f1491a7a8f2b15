import type { Trade } from "@rollcall/shared/trades";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { invalidateTrades } from "./invalidate-trades";

/** accept (the colleague), approve and decline (officers and admins), cancel (the offerer). */
export type TradeAction = "accept" | "approve" | "decline" | "cancel";

export function actOnTrade({ id, action }: { id: string; action: TradeAction }) {
  return apiRequest<Trade>("POST", `/api/trades/${encodeURIComponent(id)}/${action}`);
}

export function useActOnTrade() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: actOnTrade, onSuccess: () => invalidateTrades(queryClient) });
}
