/**
 * The day's board at an instant, My schedule and the day's history of moves. The shifts are the truth: trades,
 * call-backs and leave have already reassigned or opened them, so the board reads the shifts covering the
 * instant (not cancelled) and seats each on its position, apparatus or station.
 *
 * A seat is "filled" by a shift of a member who holds, in force on the day, every certification the seat
 * requires (names compared without regard to case), "unqualified" when they lack one, "open" with no rider (an
 * open shift on the seat is its openShiftId). A second rider on a seat, or a shift on the apparatus without a
 * seat, is an extra rider; a shift at a station without an apparatus is unseated there; a shift naming neither
 * (or a unit or station no longer on the board) is unassigned.
 */
import {
  BOARD_MESSAGES,
  type Board,
  type BoardApparatus,
  type BoardMoveRecord,
  type BoardPosition,
  type BoardRider,
  type BoardStation,
  MY_SCHEDULE_DAYS,
  MY_SCHEDULE_LIMIT,
  type MyDay,
  type MyShift,
  seatLabel,
} from "@rollcall/shared/board";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { boardMoves } from "../../db/schema/board";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { users } from "../../db/schema/users";
import { addDaysIso, agencyDay, agencyToday, wallClockInstant } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { type FleetApparatus, type FleetStation, loadFleet } from "../equipment";
import {
  certificationsHeld,
  type DutyRow,
  dutyAt,
  dutyBetween,
  isWorked,
  memberShiftsStarting,
  missingFor,
} from "./board.queries";

export const inService = (status: FleetApparatus["status"]) =>
  status !== "maintenance" && status !== "out_of_service";

/** The instant of a query's `at` (ISO, or agency-local "yyyy-MM-ddTHH:mm"); now when absent; 400 when invalid. */
export function instantOf(at: string | undefined, timeZone: string, field = "at"): Date {
  if (!at) return new Date();
  const instant = wallClockInstant(at, timeZone);
  if (Number.isNaN(instant.getTime()))
    throw badRequest(BOARD_MESSAGES.invalidAt, { [field]: BOARD_MESSAGES.invalidAt });
  return instant;
}

/** The fleet indexed for placing shifts: seats by id (with their apparatus), apparatus and stations by id. */
export function indexFleet(fleet: { stations: FleetStation[]; apparatus: FleetApparatus[] }) {
  const stationsById = new Map(fleet.stations.map((s) => [s.id, s]));
  const apparatusById = new Map(fleet.apparatus.map((a) => [a.id, a]));
  const seats = new Map<
    string,
    { position: FleetApparatus["positions"][number]; apparatus: FleetApparatus }
  >();
  for (const a of fleet.apparatus)
    for (const p of a.positions) seats.set(p.id, { position: p, apparatus: a });
  /** Where a shift puts its member, by name (its seat's apparatus and station when the shift names a seat). */
  const seatOf = (row: Pick<DutyRow, "stationId" | "equipmentId" | "positionId">) => {
    const seat = row.positionId ? seats.get(row.positionId) : undefined;
    const unit = seat?.apparatus ?? (row.equipmentId ? apparatusById.get(row.equipmentId) : undefined);
    const stationId = row.stationId ?? unit?.stationId ?? null;
    const station = stationId ? stationsById.get(stationId) : undefined;
    return {
      stationId: station?.id ?? null,
      stationName: station?.name ?? null,
      equipmentId: unit?.id ?? null,
      equipmentName: unit?.name ?? null,
      positionId: seat?.position.id ?? null,
      positionName: seat?.position.name ?? null,
    };
  };
  return { stationsById, apparatusById, seats, seatOf };
}

const riderOf = (row: DutyRow, movedFrom: string | null): BoardRider => ({
  shiftId: row.shiftId,
  userId: row.userId as string,
  firstName: row.firstName ?? "",
  lastName: row.lastName ?? "",
  role: row.role ?? "firefighter",
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  status: row.status,
  movedFrom,
});

/** The board at `at` (see the top). */
export async function loadBoard(
  tx: Transaction,
  scope: Pick<AgencyScope, "agencyId" | "timeZone">,
  at: Date,
) {
  const { agencyId, timeZone } = scope;
  const date = agencyToday(timeZone, at);
  // One after another: a transaction is one connection, which runs one statement at a time.
  const fleet = await loadFleet(tx, agencyId);
  const duty = await dutyAt(tx, agencyId, at);
  const moves = await tx
    .select({
      shiftId: boardMoves.shiftId,
      fromStationId: boardMoves.fromStationId,
      toStationId: boardMoves.toStationId,
    })
    .from(boardMoves)
    .where(and(eq(boardMoves.agencyId, agencyId), eq(boardMoves.day, date)))
    .orderBy(desc(boardMoves.createdAt));
  const { stationsById, apparatusById, seats } = indexFleet(fleet);
  const worked = duty.filter(isWorked);
  const required = fleet.apparatus.flatMap((a) => a.positions.flatMap((p) => p.requiredCertifications));
  const held = await certificationsHeld(tx, agencyId, date, required);

  // The latest move of the day that brought each shift from another station.
  const movedFrom = new Map<string, string>();
  for (const m of moves) {
    if (!m.shiftId || movedFrom.has(m.shiftId) || !m.fromStationId || m.fromStationId === m.toStationId)
      continue;
    const from = stationsById.get(m.fromStationId);
    if (from) movedFrom.set(m.shiftId, BOARD_MESSAGES.movedUpFrom(from.name));
  }

  const riderBySeat = new Map<string, DutyRow>();
  const extraByUnit = new Map<string, BoardRider[]>();
  const unseatedByStation = new Map<string, BoardRider[]>();
  const unassigned: BoardRider[] = [];
  const push = <K>(map: Map<K, BoardRider[]>, key: K, rider: BoardRider) => {
    const list = map.get(key);
    if (list) list.push(rider);
    else map.set(key, [rider]);
  };
  for (const row of worked) {
    const rider = riderOf(row, movedFrom.get(row.shiftId) ?? null);
    const seat = row.positionId ? seats.get(row.positionId) : undefined;
    if (seat && !riderBySeat.has(seat.position.id)) {
      riderBySeat.set(seat.position.id, row);
      continue;
    }
    const unit = seat?.apparatus ?? (row.equipmentId ? apparatusById.get(row.equipmentId) : undefined);
    if (unit?.stationId && stationsById.has(unit.stationId)) push(extraByUnit, unit.id, rider);
    else if (row.stationId && stationsById.has(row.stationId)) push(unseatedByStation, row.stationId, rider);
    else unassigned.push(rider);
  }

  const openBySeat = new Map<string, string>();
  const openShifts: Board["openShifts"] = [];
  for (const row of duty) {
    if (row.status !== "open") continue;
    const seat = row.positionId ? seats.get(row.positionId) : undefined;
    if (seat && !openBySeat.has(seat.position.id)) openBySeat.set(seat.position.id, row.shiftId);
    else
      openShifts.push({
        shiftId: row.shiftId,
        title: row.title,
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        stationId: row.stationId ?? seat?.apparatus.stationId ?? null,
      });
  }

  let openSeats = 0;
  const apparatusOf = (a: FleetApparatus): BoardApparatus => {
    const live = inService(a.status);
    const positions = a.positions.map((p): BoardPosition => {
      const row = riderBySeat.get(p.id);
      const openShiftId = openBySeat.get(p.id) ?? null;
      const base = { id: p.id, name: p.name, requiredCertifications: p.requiredCertifications, openShiftId };
      if (!row) {
        if (live) openSeats++;
        return { ...base, rider: null, state: "open", reason: BOARD_MESSAGES.openReason };
      }
      const rider = riderOf(row, movedFrom.get(row.shiftId) ?? null);
      const missing = missingFor(held, rider.userId, p.requiredCertifications);
      if (!missing.length) return { ...base, rider, state: "filled", reason: null };
      if (live) openSeats++;
      return { ...base, rider, state: "unqualified", reason: BOARD_MESSAGES.unqualifiedReason(missing) };
    });
    return {
      id: a.id,
      name: a.name,
      type: a.type,
      nerisUnitType: a.nerisUnitType,
      status: a.status,
      inService: live,
      statusReason: a.statusReason,
      statusSince: a.statusSince?.toISOString() ?? null,
      positions,
      extraRiders: extraByUnit.get(a.id) ?? [],
    };
  };
  const board: Board = {
    at: at.toISOString(),
    date,
    stations: fleet.stations.map(
      (s): BoardStation => ({
        ...s,
        apparatus: fleet.apparatus.filter((a) => a.stationId === s.id).map(apparatusOf),
        unseated: unseatedByStation.get(s.id) ?? [],
      }),
    ),
    unassigned,
    openShifts,
    openSeats,
  };
  return board;
}

export const getBoard = (scope: AgencyScope, at?: string) => {
  const instant = instantOf(at, scope.timeZone);
  return scope.read((tx) => loadBoard(tx, scope, instant));
};

/** My schedule: my shifts of the agency's today not yet ended (one running now included) with their crews, then the next ones. */
export function myDay(scope: AgencyScope, now = new Date()): Promise<MyDay> {
  return scope.read(async (tx) => {
    const day = agencyDay(scope.timeZone, agencyToday(scope.timeZone, now));
    const horizon = agencyDay(scope.timeZone, addDaysIso(day.date, MY_SCHEDULE_DAYS)).start;
    const fleet = await loadFleet(tx, scope.agencyId);
    const around = await dutyBetween(tx, scope.agencyId, day.start, day.end);
    const later = await memberShiftsStarting(
      tx,
      scope.agencyId,
      scope.userId,
      day.end,
      horizon,
      MY_SCHEDULE_LIMIT,
    );
    const { seatOf } = indexFleet(fleet);
    const mine = (row: DutyRow): MyShift => ({
      ...seatOf(row),
      shiftId: row.shiftId,
      title: row.title,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      status: row.status,
    });
    const worked = around.filter(isWorked);
    // A shift that ended earlier today (a 24-hour shift handed over this morning) is done: today is what runs now
    // or starts later today.
    const today = worked
      .filter((r) => r.userId === scope.userId && r.endTime > now)
      .map((row) => {
        const shift = mine(row);
        const crew = worked
          .filter((o) => o.userId !== scope.userId && o.startTime < row.endTime && o.endTime > row.startTime)
          .filter((o) => {
            const theirs = seatOf(o);
            if (shift.equipmentId) return theirs.equipmentId === shift.equipmentId;
            return shift.stationId !== null && theirs.stationId === shift.stationId;
          })
          .map((o) => {
            const theirs = seatOf(o);
            return {
              userId: o.userId as string,
              firstName: o.firstName ?? "",
              lastName: o.lastName ?? "",
              role: o.role ?? "firefighter",
              positionName: theirs.positionName,
              equipmentName: theirs.equipmentName,
              startTime: o.startTime.toISOString(),
              endTime: o.endTime.toISOString(),
            };
          });
        return { ...shift, crew };
      });
    return { date: day.date, today, next: later.map(mine) };
  });
}

const actor = alias(users, "actor");
const fromStation = alias(stations, "from_station");
const fromUnit = alias(equipment, "from_unit");
const fromSeat = alias(apparatusPositions, "from_seat");

/** The day's moves (agency-local date; default today), newest first, as boardMoveRecordSchema says. */
export function moveHistory(tx: Transaction, agencyId: string, day: string, id?: string) {
  return tx
    .select({
      id: boardMoves.id,
      day: boardMoves.day,
      createdAt: boardMoves.createdAt,
      actorFirst: actor.firstName,
      actorLast: actor.lastName,
      userId: boardMoves.userId,
      memberFirst: users.firstName,
      memberLast: users.lastName,
      fromStationName: fromStation.name,
      fromEquipmentName: fromUnit.name,
      fromPositionName: fromSeat.name,
      toStationName: stations.name,
      toEquipmentName: equipment.name,
      toPositionName: apparatusPositions.name,
      startTime: boardMoves.startTime,
      endTime: boardMoves.endTime,
      shiftId: boardMoves.shiftId,
    })
    .from(boardMoves)
    .innerJoin(users, and(eq(users.agencyId, boardMoves.agencyId), eq(users.id, boardMoves.userId)))
    .leftJoin(actor, and(eq(actor.agencyId, boardMoves.agencyId), eq(actor.id, boardMoves.actorId)))
    .leftJoin(
      fromStation,
      and(eq(fromStation.agencyId, boardMoves.agencyId), eq(fromStation.id, boardMoves.fromStationId)),
    )
    .leftJoin(
      fromUnit,
      and(eq(fromUnit.agencyId, boardMoves.agencyId), eq(fromUnit.id, boardMoves.fromEquipmentId)),
    )
    .leftJoin(
      fromSeat,
      and(eq(fromSeat.agencyId, boardMoves.agencyId), eq(fromSeat.id, boardMoves.fromPositionId)),
    )
    .leftJoin(
      stations,
      and(eq(stations.agencyId, boardMoves.agencyId), eq(stations.id, boardMoves.toStationId)),
    )
    .leftJoin(
      equipment,
      and(eq(equipment.agencyId, boardMoves.agencyId), eq(equipment.id, boardMoves.toEquipmentId)),
    )
    .leftJoin(
      apparatusPositions,
      and(
        eq(apparatusPositions.agencyId, boardMoves.agencyId),
        eq(apparatusPositions.id, boardMoves.toPositionId),
      ),
    )
    .where(and(eq(boardMoves.agencyId, agencyId), id ? eq(boardMoves.id, id) : eq(boardMoves.day, day)))
    .orderBy(desc(boardMoves.createdAt), desc(boardMoves.id))
    .then((rows) =>
      rows.map(
        (r): BoardMoveRecord => ({
          id: r.id,
          day: r.day,
          createdAt: r.createdAt.toISOString(),
          actorName: r.actorFirst === null ? null : `${r.actorFirst} ${r.actorLast}`.trim(),
          userId: r.userId,
          memberName: `${r.memberFirst} ${r.memberLast}`.trim(),
          from: seatLabel({
            stationName: r.fromStationName,
            equipmentName: r.fromEquipmentName,
            positionName: r.fromPositionName,
          }),
          to:
            seatLabel({
              stationName: r.toStationName,
              equipmentName: r.toEquipmentName,
              positionName: r.toPositionName,
            }) ?? "",
          startTime: r.startTime.toISOString(),
          endTime: r.endTime.toISOString(),
          shiftId: r.shiftId,
        }),
      ),
    );
}

export const listMoves = (scope: AgencyScope, date?: string) =>
  scope.read((tx) => moveHistory(tx, scope.agencyId, date ?? agencyToday(scope.timeZone)));
