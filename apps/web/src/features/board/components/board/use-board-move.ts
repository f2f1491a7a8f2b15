import { BOARD_MESSAGES, type BoardMoveInput } from "@rollcall/shared/board";
import { toast, toastError } from "@/hooks/use-toast";
import { isQueued } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useMoveOnBoard } from "../../api/move-on-board";

/**
 * One move on the board: "Moved" on success; a refusal (409: double booking, certifications, fatigue, leave,
 * a filled seat) gives the server's reason to `onRefused` (a dialog shows it), or as a toast (a drag's drop).
 */
export function useBoardMove() {
  const mutation = useMoveOnBoard();
  const move = (
    input: BoardMoveInput,
    handlers: { onMoved?: () => void; onRefused?: (reason: string) => void } = {},
  ) =>
    mutation.mutate(input, {
      onSuccess: () => {
        toast({ title: BOARD_MESSAGES.moved });
        handlers.onMoved?.();
      },
      onError: (error) => {
        if (isQueued(error)) {
          toast({ title: error.message });
          handlers.onMoved?.();
          return;
        }
        const reason = serverMessageOr(error, BOARD_MESSAGES.moveFailed);
        if (handlers.onRefused) handlers.onRefused(reason);
        else toastError(BOARD_MESSAGES.moveFailed, reason);
      },
    });
  return { move, pending: mutation.isPending };
}
