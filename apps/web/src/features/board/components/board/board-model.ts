import type { Board, BoardApparatus, BoardPosition, BoardRider, BoardStation } from "@rollcall/shared/board";
import { stationLabel } from "@rollcall/shared/equipment";

/** "Jordan Lee". */
export const riderName = (rider: { firstName: string; lastName: string }) =>
  `${rider.firstName} ${rider.lastName}`.trim();

/** "Station 1 (12)" or the name. */
export const boardStationLabel = (station: Pick<BoardStation, "name" | "number">) => stationLabel(station);

/** Every member on duty on the board, wherever they are. */
export function boardRiders(board: Board): BoardRider[] {
  return [
    ...board.stations.flatMap((s) => [
      ...s.apparatus.flatMap((a) => [
        ...a.positions.flatMap((p) => (p.rider ? [p.rider] : [])),
        ...a.extraRiders,
      ]),
      ...s.unseated,
    ]),
    ...board.unassigned,
  ];
}

/**
 * The day's usual shift times (the most common start and end among the riders): a rider on other times shows
 * theirs, so a part-shift or a call-in stands out.
 */
export function usualTimes(board: Board): string | null {
  const counts = new Map<string, number>();
  for (const rider of boardRiders(board)) {
    const key = `${rider.startTime}|${rider.endTime}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: string | null = null;
  let most = 0;
  for (const [key, count] of counts)
    if (count > most) {
      best = key;
      most = count;
    }
  return best;
}

export const timesKey = (rider: Pick<BoardRider, "startTime" | "endTime">) =>
  `${rider.startTime}|${rider.endTime}`;

/** "Engine 1 · Driver/Operator". */
export const seatTitle = (apparatus: Pick<BoardApparatus, "name">, position: Pick<BoardPosition, "name">) =>
  `${apparatus.name} · ${position.name}`;

/** Where a rider is on the board, to say where a move takes them from. */
export type RiderPlace = {
  rider: BoardRider;
  station: BoardStation | null;
  apparatus: BoardApparatus | null;
  position: BoardPosition | null;
};

/** A seat a member can be moved to: an in-service unit's seat, empty or not, with where it is. */
export type SeatTarget = { station: BoardStation; apparatus: BoardApparatus; position: BoardPosition };

export function seatTargets(board: Board): SeatTarget[] {
  return board.stations.flatMap((station) =>
    station.apparatus
      .filter((apparatus) => apparatus.inService)
      .flatMap((apparatus) => apparatus.positions.map((position) => ({ station, apparatus, position }))),
  );
}

/** Members with a seat: the position's id by shift, so a drop knows where a dragged rider sits. */
export function findPlace(board: Board, shiftId: string): RiderPlace | null {
  for (const station of board.stations) {
    for (const apparatus of station.apparatus) {
      for (const position of apparatus.positions)
        if (position.rider?.shiftId === shiftId)
          return { rider: position.rider, station, apparatus, position };
      const extra = apparatus.extraRiders.find((r) => r.shiftId === shiftId);
      if (extra) return { rider: extra, station, apparatus, position: null };
    }
    const unseated = station.unseated.find((r) => r.shiftId === shiftId);
    if (unseated) return { rider: unseated, station, apparatus: null, position: null };
  }
  const unassigned = board.unassigned.find((r) => r.shiftId === shiftId);
  return unassigned ? { rider: unassigned, station: null, apparatus: null, position: null } : null;
}

/** Units out of service (or in maintenance) on the board. */
export const unitsOutOfService = (board: Board) =>
  board.stations.flatMap((s) => s.apparatus.filter((a) => !a.inService));
