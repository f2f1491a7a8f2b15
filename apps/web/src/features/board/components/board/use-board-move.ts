import { BOARD_MESSAGES, type BoardMoveInput } from "@rollcall/shared/board";
import { useState } from "react";
import { toast, toastError } from "@/hooks/use-toast";
import { isQueued } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useMoveOnBoard } from "../../api/move-on-board";
import { partTimes, usePartOfShift } from "./part-of-shift";

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

/**
 * A move dialog's state: its "Only part of the shift" fields, the refusal it shows, and `send`, which adds the
 * part's times to the move (or refuses them first) and closes the dialog with `onDone` once it is made.
 */
export function useDialogMove(timeZone: string, onDone: () => void) {
  const [part, setPart] = usePartOfShift();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { move, pending } = useBoardMove();
  /** `whole`: the times of the whole move when the member has no shift to take them from (a call-in). */
  const send = (
    input: Omit<BoardMoveInput, "startTime" | "endTime">,
    whole?: { startTime: string; endTime: string },
  ) => {
    const times = partTimes(part, timeZone);
    if ("error" in times) return setRefusal(times.error);
    setRefusal(null);
    const { startTime = whole?.startTime, endTime = whole?.endTime } = times.times;
    move({ ...input, startTime, endTime }, { onMoved: onDone, onRefused: setRefusal });
  };
  return { part, setPart, refusal, setRefusal, send, pending };
}
