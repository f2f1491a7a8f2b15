import type { SessionUser } from "@rollcall/shared/auth";
import { BOARD_MESSAGES, type BoardMoveInput, boardRosterUrl } from "@rollcall/shared/board";
import { isManager } from "@rollcall/shared/roles";
import { Clock, Warehouse } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DownloadButton } from "@/components/ui/download-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryState } from "@/components/ui/query-state";
import { nowLocalInput, todayIn } from "@/lib/dates";
import { useBoard } from "../api/get-board";
import { BoardHistory } from "./board/board-history";
import { findPlace, type RiderPlace, type SeatTarget } from "./board/board-model";
import { type BoardActions, BoardView } from "./board/board-view";
import { FillSeatDialog } from "./board/fill-seat-dialog";
import { MoveRiderDialog } from "./board/move-rider-dialog";
import { useBoardMove } from "./board/use-board-move";

/** Scheduling → Board: each station with its apparatus and seats at an instant (now by default). */
export function BoardPanel({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  const id = useId();
  // An agency-local "yyyy-MM-ddTHH:mm" the officer chose, or null: now (and the board follows the clock).
  const [at, setAt] = useState<string | null>(null);
  const board = useBoard(at);
  const [seat, setSeat] = useState<SeatTarget | null>(null);
  const [place, setPlace] = useState<RiderPlace | null>(null);
  const { move } = useBoardMove();
  const date = board.data?.date ?? (at ? at.slice(0, 10) : todayIn(timeZone));

  const actions: BoardActions | undefined =
    isManager(user) && board.data
      ? {
          onSeat: (target) =>
            target.position.rider ? setPlace({ ...target, rider: target.position.rider }) : setSeat(target),
          onRider: (rider) => board.data && setPlace(findPlace(board.data, rider.shiftId)),
          onDrop: (shiftId, target) => {
            const from = board.data && findPlace(board.data, shiftId);
            if (!from) return;
            // Dropped where it already is: nothing to move.
            if ("positionId" in target && target.positionId === from.position?.id) return;
            if ("stationId" in target && !from.apparatus && from.station?.id === target.stationId) return;
            const input: BoardMoveInput = { userId: from.rider.userId, shiftId, ...target };
            move(input);
          },
        }
      : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-lg border bg-card p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end sm:p-4">
        <div className="space-y-1.5 sm:w-60">
          <Label htmlFor={`${id}-at`}>Date and time</Label>
          <Input
            id={`${id}-at`}
            type="datetime-local"
            value={at ?? nowLocalInput(timeZone)}
            onChange={(e) => setAt(e.target.value || null)}
          />
        </div>
        <Button variant="outline" onClick={() => setAt(null)} disabled={at === null}>
          <Clock aria-hidden="true" />
          Now
        </Button>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {board.data ? (
            <Badge variant={board.data.openSeats > 0 ? "danger" : "success"} className="px-3 py-1 text-sm">
              {board.data.openSeats === 0
                ? BOARD_MESSAGES.allSeatsFilled
                : BOARD_MESSAGES.openSeatsCount(board.data.openSeats)}
            </Badge>
          ) : null}
          <DownloadButton
            url={boardRosterUrl("pdf", date)}
            fileName={`roster-${date}.pdf`}
            className="flex-1 sm:flex-none"
          >
            {BOARD_MESSAGES.rosterPdf}
          </DownloadButton>
          <DownloadButton
            url={boardRosterUrl("csv", date)}
            fileName={`roster-${date}.csv`}
            className="flex-1 sm:flex-none"
          >
            {BOARD_MESSAGES.rosterCsv}
          </DownloadButton>
        </div>
      </div>

      <QueryState
        query={board}
        loadingLabel={BOARD_MESSAGES.loading}
        errorTitle="The board could not be loaded"
        empty={{ icon: Warehouse, title: BOARD_MESSAGES.noStations, when: board.data?.stations.length === 0 }}
      >
        {() =>
          board.data ? (
            <div className="space-y-6">
              <BoardView board={board.data} timeZone={timeZone} actions={actions} />
              <BoardHistory date={board.data.date} timeZone={timeZone} />
              {actions ? (
                <>
                  <FillSeatDialog
                    seat={seat}
                    at={board.data.at}
                    timeZone={timeZone}
                    onClose={() => setSeat(null)}
                  />
                  <MoveRiderDialog
                    place={place}
                    board={board.data}
                    timeZone={timeZone}
                    onClose={() => setPlace(null)}
                  />
                </>
              ) : null}
            </div>
          ) : null
        }
      </QueryState>
    </div>
  );
}
