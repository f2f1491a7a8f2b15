import type { Board } from "@rollcall/shared/board";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** The query key is the API path (live updates refresh every query under /api/board). */
export const boardQueryKey = (at: string | null): readonly unknown[] =>
  at ? ["/api/board", { at }] : ["/api/board"];

/** The board at `at` (ISO 8601 or agency-local yyyy-MM-ddTHH:mm); null: now. */
export function getBoard(at: string | null) {
  return apiRequest<Board>("GET", at ? `/api/board?${new URLSearchParams({ at })}` : "/api/board");
}

export function useBoard(at: string | null) {
  return useQuery({ queryKey: boardQueryKey(at), queryFn: () => getBoard(at) });
}
