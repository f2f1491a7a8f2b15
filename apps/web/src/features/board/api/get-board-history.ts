import type { BoardMoveRecord } from "@rollcall/shared/board";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const boardHistoryQueryKey = (date: string) => ["/api/board/history", { date }] as const;

/** The moves of an agency-local day, newest first. */
export function useBoardHistory(date: string, enabled = true) {
  return useQuery({
    queryKey: boardHistoryQueryKey(date),
    queryFn: () =>
      apiRequest<BoardMoveRecord[]>("GET", `/api/board/history?${new URLSearchParams({ date })}`),
    enabled: enabled && !!date,
  });
}
