import type { BoardMoveInput, BoardMoveRecord } from "@rollcall/shared/board";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateSchedule } from "@/features/scheduling";
import { apiRequest } from "@/lib/api";

export function moveOnBoard(input: BoardMoveInput) {
  return apiRequest<BoardMoveRecord>("POST", "/api/board/moves", input);
}

/** One move; the board, its history and everything that shows shifts refresh (live updates reach the others). */
export function useMoveOnBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOnBoard,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/board"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/board/history"] }),
        invalidateSchedule(queryClient),
      ]),
  });
}
