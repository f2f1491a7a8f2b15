import { BOARD_MESSAGES, type Board } from "@rollcall/shared/board";
import { AlertTriangle, LayoutGrid, Wrench } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardQuery, DashboardCard } from "@/components/ui/dashboard-card";
import { useBoard } from "../api/get-board";
import { boardStationLabel, seatTitle } from "./board/board-model";

/** Problems listed on the card, at most; the board shows the rest. */
const CARD_LIMIT = 5;

type Problem = { key: string; title: string; reason: string; kind: "seat" | "unit" };

/** What an officer must act on now: open or unqualified seats of units in service, then units out of service. */
function problems(board: Board): Problem[] {
  const seats: Problem[] = [];
  const units: Problem[] = [];
  for (const station of board.stations)
    for (const apparatus of station.apparatus) {
      if (!apparatus.inService) {
        units.push({
          key: apparatus.id,
          title: `${apparatus.name} · ${boardStationLabel(station)}`,
          reason: [BOARD_MESSAGES.outOfService, apparatus.statusReason].filter(Boolean).join(": "),
          kind: "unit",
        });
        continue;
      }
      for (const position of apparatus.positions)
        if (position.state !== "filled")
          seats.push({
            key: position.id,
            title: seatTitle(apparatus, position),
            reason: position.reason ?? BOARD_MESSAGES.openReason,
            kind: "seat",
          });
    }
  return [...seats, ...units];
}

/** Who is on duty now, counted once: seated, riding without a seat, unseated at a station, or at none. */
function onDutyCount(board: Board) {
  const ids = new Set<string>();
  for (const station of board.stations) {
    for (const rider of station.unseated) ids.add(rider.userId);
    for (const apparatus of station.apparatus) {
      for (const rider of apparatus.extraRiders) ids.add(rider.userId);
      for (const position of apparatus.positions) if (position.rider) ids.add(position.rider.userId);
    }
  }
  for (const rider of board.unassigned) ids.add(rider.userId);
  return ids.size;
}

/**
 * Today's board (officers' dashboard): the open and unqualified seats right now with why, the units out of
 * service, and how many are on duty; the board itself a tap away. Live updates refresh it with the board.
 */
export function TodaysBoardCard({ className }: { className?: string }) {
  const board = useBoard(null);
  return (
    <DashboardCard
      title={BOARD_MESSAGES.todaysBoard}
      icon={LayoutGrid}
      className={className}
      aside={
        board.data ? (
          <Badge variant={board.data.openSeats ? "danger" : "success"}>
            {board.data.openSeats
              ? BOARD_MESSAGES.openSeatsCount(board.data.openSeats)
              : BOARD_MESSAGES.allSeatsFilled}
          </Badge>
        ) : null
      }
      footerLink={
        board.data?.stations.length
          ? { to: "/scheduling?tab=board", label: BOARD_MESSAGES.openTheBoard }
          : undefined
      }
    >
      <CardQuery
        query={board}
        loadingLabel={BOARD_MESSAGES.loading}
        errorMessage="Today's board could not be loaded."
        empty={{
          icon: LayoutGrid,
          text: BOARD_MESSAGES.noStations,
          when: (data) => data.stations.length === 0,
        }}
      >
        {(data) => <BoardSummary board={data} />}
      </CardQuery>
    </DashboardCard>
  );
}

function BoardSummary({ board }: { board: Board }) {
  const list = problems(board);
  const units = board.stations.flatMap((s) => s.apparatus);
  const inService = units.filter((u) => u.inService).length;
  const hidden = list.length - CARD_LIMIT;
  return (
    <div className="flex flex-1 flex-col">
      <p className="px-5 pt-3 text-sm text-muted-foreground">
        {onDutyCount(board)} on duty · {inService} of {units.length} units in service ·{" "}
        {board.stations.length} {board.stations.length === 1 ? "station" : "stations"}
      </p>
      {list.length ? (
        <ul className="divide-y">
          {list.slice(0, CARD_LIMIT).map((problem) => (
            <li key={problem.key} className="flex items-start gap-3 px-5 py-3">
              {problem.kind === "seat" ? (
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
              ) : (
                <Wrench className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <p className="truncate font-medium text-foreground">{problem.title}</p>
                <p
                  className={
                    problem.kind === "seat" ? "text-sm text-red-800" : "text-sm text-muted-foreground"
                  }
                >
                  {problem.reason}
                </p>
              </div>
            </li>
          ))}
          {hidden > 0 ? (
            <li className="px-5 py-2 text-sm text-muted-foreground">And {hidden} more on the board</li>
          ) : null}
        </ul>
      ) : (
        <p className="px-5 py-3 text-sm font-medium text-foreground">{BOARD_MESSAGES.allSeatsFilled}</p>
      )}
    </div>
  );
}
