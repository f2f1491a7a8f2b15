/**
 * Moves on the day's board (POST /api/board/moves) and who could be moved into a seat (GET /api/board/candidates).
 * Both ask one function, `refusals`, so the list never offers a member the move would refuse.
 *
 * A move takes [start, end) of a member's shift (shiftId), or of the seat's open shift, or adds a shift for the
 * seat (a call-in), and puts it in a seat (positionId) or on a station unseated (stationId). Refused (409 with
 * the reason, also as a field's message) when:
 * - the seat no longer exists (retiredSeat) or its unit is out of service or in maintenance (outOfServiceUnit);
 * - the seat is ridden by someone else for any part of the time (seatTaken);
 * - the member has another shift then (doubleBooked, scheduling's findConflicts);
 * - the member is on approved leave then (onLeave, leave's membersOnLeave);
 * - the member lacks a certification the seat requires, in force on the day (missingCertifications);
 * - the member would be on duty longer without a break than the agency's fatigueLimitHours (fatigue: the part
 *   joined with every shift of theirs that touches or overlaps it; call-backs' blockHours).
 * The shifts change through scheduling's face (moveShiftPart splits a shift when only a part moves,
 * insertSeatShift adds a call-in); each move is one board_moves row of the agency-local day of its start.
 */
import {
  BOARD_MESSAGES,
  type BoardCandidate,
  type BoardMoveRecord,
  type BoardMoveValues,
  seatLabel,
} from "@rollcall/shared/board";
import { MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import { and, eq, gte, inArray, lt, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { boardMoves } from "../../db/schema/board";
import { apparatusPositions } from "../../db/schema/equipment";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { agencyToday } from "../../lib/dates";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { blockHours } from "../callbacks";
import { loadFleet, loadSeats, loadStation, type SeatRow } from "../equipment";
import { membersOnLeave } from "../leave";
import {
  describeShifts,
  findConflicts,
  fullName,
  insertSeatShift,
  lockShift,
  moveShiftPart,
  notifyShiftEvents,
  requireMember,
  type ShiftSeat,
} from "../scheduling";
import { getStaffingSettings } from "../staffing";
import {
  activeMembers,
  certificationsHeld,
  dutyAt,
  dutyBetween,
  isWorked,
  missingFor,
} from "./board.queries";
import { indexFleet, instantOf, moveHistory } from "./board.service";

const HOUR = 3_600_000;
/** A call-in the candidates list weighs for a member off duty at the instant, when the seat has no open shift. */
export const CALL_IN_HOURS = 12;

export const POSITION_NOT_FOUND = "Position not found";
export const STATION_NOT_FOUND = "Station not found";

/** Where a move puts the member: a seat (with its apparatus and station) or a station alone. */
type Target = {
  seat: SeatRow | null;
  to: ShiftSeat;
  label: string;
  field: "positionId" | "stationId";
};

/** The move's target; 404 for an id not of this agency (or a deleted station). */
async function resolveTarget(
  tx: Transaction,
  agencyId: string,
  where: { positionId?: string | null; stationId?: string | null },
): Promise<Target> {
  if (where.positionId) {
    const [seat] = await loadSeats(tx, agencyId, [where.positionId]);
    if (!seat) throw notFound(POSITION_NOT_FOUND);
    return {
      seat,
      to: { stationId: seat.stationId, equipmentId: seat.equipmentId, positionId: seat.positionId },
      label: seatLabel({ equipmentName: seat.equipmentName, positionName: seat.positionName }) ?? "",
      field: "positionId",
    };
  }
  const station = await loadStation(tx, agencyId, where.stationId as string);
  if (!station) throw notFound(STATION_NOT_FOUND);
  return {
    seat: null,
    to: { stationId: station.id, equipmentId: null, positionId: null },
    label: station.name,
    field: "stationId",
  };
}

/** The target's own refusal at [start, end), whoever moves: a retired seat, a unit out of service, a filled seat. */
async function targetRefusal(
  tx: Transaction,
  agencyId: string,
  target: Target,
  start: Date,
  end: Date,
  exclude: readonly string[],
): Promise<string | null> {
  const seat = target.seat;
  if (!seat) return null;
  if (seat.retired) return BOARD_MESSAGES.retiredSeat;
  if (seat.equipmentStatus === "maintenance" || seat.equipmentStatus === "out_of_service")
    return BOARD_MESSAGES.outOfServiceUnit;
  const riders = (await dutyBetween(tx, agencyId, start, end)).filter(
    (r) => r.positionId === seat.positionId && isWorked(r) && !exclude.includes(r.shiftId),
  );
  return riders.length ? BOARD_MESSAGES.seatTaken : null;
}

/** One member's part of a move: who, for when, and the shifts of theirs the move itself takes (not conflicts). */
export type MoveAsk = {
  member: { id: string; firstName: string; lastName: string };
  start: Date;
  end: Date;
  exclude: string[];
};

/**
 * Why each member's move would be refused (null: it would not), in the order the 409 tells them: double
 * booking, leave, the seat's certifications, fatigue. Four statements whatever the number of members.
 */
export async function refusals(
  tx: Transaction,
  scope: Pick<AgencyScope, "agencyId" | "timeZone">,
  target: Target,
  asks: MoveAsk[],
): Promise<Map<string, string | null>> {
  const answer = new Map<string, string | null>();
  if (!asks.length) return answer;
  const { agencyId, timeZone } = scope;
  const { fatigueLimitHours } = await getStaffingSettings(tx);
  const ids = asks.map((a) => a.member.id);
  const from = Math.min(...asks.map((a) => a.start.getTime()));
  const to = Math.max(...asks.map((a) => a.end.getTime()));

  const conflicts = await findConflicts(
    tx,
    agencyId,
    asks.map((a) => ({ userId: a.member.id, start: a.start, end: a.end })),
    [...new Set(asks.flatMap((a) => a.exclude))],
  );
  // Leave, asked once per distinct stretch of time.
  const away = new Map<string, Set<string>>();
  for (const a of asks) {
    const key = `${a.start.toISOString()}/${a.end.toISOString()}`;
    if (!away.has(key)) away.set(key, await membersOnLeave(tx, agencyId, timeZone, a.start, a.end));
  }
  const required = target.seat?.requiredCertifications ?? [];
  const days = [...new Set(asks.map((a) => agencyToday(timeZone, a.start)))];
  const held = new Map<string, Set<string>>();
  for (const day of days) held.set(day, await certificationsHeld(tx, agencyId, day, required));
  const reach = (fatigueLimitHours + MAX_SHIFT_HOURS) * HOUR;
  const near = await tx
    .select({ userId: shifts.userId, start: shifts.startTime, end: shifts.endTime })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        inArray(shifts.userId, ids),
        ne(shifts.status, "cancelled"),
        ne(shifts.status, "open"),
        lt(shifts.startTime, new Date(to + reach)),
        gte(shifts.endTime, new Date(from - reach)),
      ),
    );

  for (const a of asks) {
    const name = fullName(a.member);
    const clash = conflicts.find(
      (c) =>
        c.userId === a.member.id && c.startTime < a.end && c.endTime > a.start && !a.exclude.includes(c.id),
    );
    if (clash) {
      answer.set(a.member.id, BOARD_MESSAGES.doubleBooked(name, describeShifts([clash], timeZone)));
      continue;
    }
    if (away.get(`${a.start.toISOString()}/${a.end.toISOString()}`)?.has(a.member.id)) {
      answer.set(a.member.id, BOARD_MESSAGES.onLeave(name));
      continue;
    }
    const missing = missingFor(held.get(agencyToday(timeZone, a.start)) ?? new Set(), a.member.id, required);
    if (missing.length) {
      answer.set(a.member.id, BOARD_MESSAGES.missingCertifications(name, missing));
      continue;
    }
    const theirs = near
      .filter((s) => s.userId === a.member.id)
      .map((s) => ({ start: s.start.getTime(), end: s.end.getTime() }));
    const hours = blockHours(a.start.getTime(), a.end.getTime(), theirs);
    if (hours > fatigueLimitHours) {
      answer.set(a.member.id, BOARD_MESSAGES.fatigue(name, Math.round(hours * 10) / 10, fatigueLimitHours));
      continue;
    }
    answer.set(a.member.id, null);
  }
  return answer;
}

/**
 * The seat's open shift a move takes: the one holding [start, end) when times are given (a start alone: the one
 * running then), else the one running now or the next to start.
 */
async function seatOpenShift(
  tx: Transaction,
  agencyId: string,
  positionId: string,
  start?: Date,
  end?: Date,
) {
  const from = start ?? new Date();
  const until = end ?? (start ? new Date(start.getTime() + 1) : undefined);
  const rows = await tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        eq(shifts.positionId, positionId),
        eq(shifts.status, "open"),
        until ? lt(shifts.startTime, until) : undefined,
        gte(shifts.endTime, until ?? from),
      ),
    )
    .orderBy(shifts.startTime)
    .limit(5);
  if (!until) return rows[0] ?? null;
  return rows.find((r) => r.startTime <= from && r.endTime >= until) ?? null;
}

const refuse = (reason: string, field: string) => conflict(reason, { [field]: reason });

/** POST /api/board/moves (see the top); the move as the day's history shows it. */
export function makeMove(scope: AgencyScope, input: BoardMoveValues): Promise<BoardMoveRecord> {
  instantOf(input.startTime, scope.timeZone, "startTime");
  instantOf(input.endTime, scope.timeZone, "endTime");
  return scope.run(async (tx) => {
    const record = await applyMove(tx, scope, input);
    // The member hears of it as of any change to their shifts: a seat given (a call-in, an open shift taken), or changed.
    const shift = {
      title: record.to,
      startTime: new Date(record.startTime),
      endTime: new Date(record.endTime),
    };
    await notifyShiftEvents(tx, scope, [
      record.from === null && !input.shiftId
        ? { kind: "assigned", userId: record.userId, shifts: [shift] }
        : { kind: "changed", userId: record.userId, shifts: [shift], detail: "Your seat" },
    ]);
    return record;
  });
}

/** A move in the caller's transaction, made by `scope.userId` (the demo's seed makes one too). */
export async function applyMove(
  tx: Transaction,
  scope: Pick<AgencyScope, "agencyId" | "timeZone" | "userId">,
  input: BoardMoveValues,
  now = new Date(),
): Promise<BoardMoveRecord> {
  const givenStart = input.startTime ? instantOf(input.startTime, scope.timeZone, "startTime") : undefined;
  const givenEnd = input.endTime ? instantOf(input.endTime, scope.timeZone, "endTime") : undefined;
  const { agencyId } = scope;
  const member = await requireMember(tx, agencyId, input.userId, "Choose a member of your agency");
  const target = await resolveTarget(tx, agencyId, input);

  // What the move takes: the member's shift, the seat's open shift, or nothing (a call-in).
  let source: Shift | null = null;
  let open: Shift | null = null;
  if (input.shiftId) {
    source = await lockShift(tx, agencyId, input.shiftId);
    if (source.userId !== member.id || !isWorked(source)) throw refuse(BOARD_MESSAGES.notOnShift, "shiftId");
  } else if (target.seat) {
    open = await seatOpenShift(tx, agencyId, target.seat.positionId, givenStart, givenEnd);
    if (open) open = await lockShift(tx, agencyId, open.id);
  }
  const taken = source ?? open;
  const start = givenStart ?? taken?.startTime;
  const end = givenEnd ?? taken?.endTime;
  if (!start) throw badRequest(BOARD_MESSAGES.invalidAt, { startTime: BOARD_MESSAGES.invalidAt });
  if (!end) throw badRequest(BOARD_MESSAGES.invalidAt, { endTime: BOARD_MESSAGES.invalidAt });
  if (end <= start) throw badRequest(BOARD_MESSAGES.endAfterStart, { endTime: BOARD_MESSAGES.endAfterStart });
  if (taken && (start < taken.startTime || end > taken.endTime))
    throw badRequest(BOARD_MESSAGES.outsideShift, { startTime: BOARD_MESSAGES.outsideShift });

  // Two moves into one seat wait for each other here, so the second sees the first's rider.
  if (target.seat)
    await tx
      .select({ id: apparatusPositions.id })
      .from(apparatusPositions)
      .where(
        and(eq(apparatusPositions.agencyId, agencyId), eq(apparatusPositions.id, target.seat.positionId)),
      )
      .for("update");
  const exclude = [source?.id, open?.id].filter((id): id is string => !!id);
  const blocked = await targetRefusal(tx, agencyId, target, start, end, exclude);
  if (blocked) throw refuse(blocked, target.field);
  const reason = (await refusals(tx, scope, target, [{ member, start, end, exclude }])).get(member.id);
  if (reason) throw refuse(reason, "userId");

  // Where the member was: the source shift's seat (its apparatus and station from the seat when it names one).
  let from: ShiftSeat = { stationId: null, equipmentId: null, positionId: null };
  if (source) {
    from = { stationId: source.stationId, equipmentId: source.equipmentId, positionId: source.positionId };
    if (source.positionId) {
      const [seat] = await loadSeats(tx, agencyId, [source.positionId]);
      if (seat)
        from = {
          stationId: from.stationId ?? seat.stationId,
          equipmentId: seat.equipmentId,
          positionId: seat.positionId,
        };
    }
  }

  let shiftId: string;
  if (taken)
    shiftId = await moveShiftPart(
      tx,
      agencyId,
      taken,
      {
        start,
        end,
        seat: target.to,
        ...(open && { assign: { userId: member.id, status: "scheduled" as const } }),
      },
      now,
    );
  else
    shiftId = await insertSeatShift(tx, agencyId, {
      title: target.label,
      userId: member.id,
      startTime: start,
      endTime: end,
      ...target.to,
    });

  const [row] = await tx
    .insert(boardMoves)
    .values({
      agencyId,
      day: agencyToday(scope.timeZone, start),
      actorId: scope.userId,
      userId: member.id,
      shiftId,
      fromStationId: from.stationId,
      fromEquipmentId: from.equipmentId,
      fromPositionId: from.positionId,
      toStationId: target.to.stationId,
      toEquipmentId: target.to.equipmentId,
      toPositionId: target.to.positionId,
      startTime: start,
      endTime: end,
    })
    .returning({ id: boardMoves.id });
  const [record] = await moveHistory(tx, agencyId, "", row.id);
  return record;
}

/**
 * GET /api/board/candidates: every current member, each weighed for the move the board would make at `at`
 * without times: their shift covering the instant, whole (shiftId); else the seat's open shift; else a call-in of
 * CALL_IN_HOURS from the instant. Eligible members first, then by name.
 */
export function listCandidates(
  scope: AgencyScope,
  query: { positionId?: string; stationId?: string; at?: string },
): Promise<BoardCandidate[]> {
  const at = instantOf(query.at, scope.timeZone);
  return scope.run(async (tx) => {
    const { agencyId } = scope;
    const target = await resolveTarget(tx, agencyId, query);
    const members = await activeMembers(tx, agencyId);
    const duty = await dutyAt(tx, agencyId, at);
    const open = target.seat
      ? await seatOpenShift(tx, agencyId, target.seat.positionId, at, new Date(at.getTime() + 1))
      : null;
    const { seatOf } = indexFleet(await loadFleet(tx, agencyId));
    const covering = new Map<string, (typeof duty)[number]>();
    for (const d of duty) if (isWorked(d) && d.userId && !covering.has(d.userId)) covering.set(d.userId, d);

    const asks: MoveAsk[] = members.map((m) => {
      const shift = covering.get(m.id);
      if (shift) return { member: m, start: shift.startTime, end: shift.endTime, exclude: [shift.shiftId] };
      if (open) return { member: m, start: open.startTime, end: open.endTime, exclude: [open.id] };
      return { member: m, start: at, end: new Date(at.getTime() + CALL_IN_HOURS * HOUR), exclude: [] };
    });
    // The seat's own refusal depends on the time asked, so it is weighed per distinct stretch.
    const targetReasons = new Map<string, string | null>();
    for (const a of asks) {
      const key = `${a.start.toISOString()}/${a.end.toISOString()}/${a.exclude.join(",")}`;
      if (!targetReasons.has(key))
        targetReasons.set(key, await targetRefusal(tx, agencyId, target, a.start, a.end, a.exclude));
    }
    const reasons = await refusals(tx, scope, target, asks);
    const list = asks.map((a, i): BoardCandidate => {
      const m = members[i];
      const shift = covering.get(m.id);
      const current = shift ? (seatLabel(seatOf(shift)) ?? shift.title) : null;
      const key = `${a.start.toISOString()}/${a.end.toISOString()}/${a.exclude.join(",")}`;
      const reason = targetReasons.get(key) ?? reasons.get(m.id) ?? null;
      return {
        userId: m.id,
        firstName: m.firstName,
        lastName: m.lastName,
        role: m.role,
        shiftId: shift?.shiftId ?? null,
        current,
        eligible: reason === null,
        reason,
        startTime: a.start.toISOString(),
        endTime: a.end.toISOString(),
      };
    });
    return list.sort((x, y) => Number(y.eligible) - Number(x.eligible));
  });
}
