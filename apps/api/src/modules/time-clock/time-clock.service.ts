/**
 * The time clock: checking in to and out of one's own shifts, the current shift and today's shifts.
 * Every check-in or check-out of a member runs under a per-member lock, so two taps on two devices can
 * never put the same person on duty twice.
 */
import { TZDate } from "@date-fns/tz";
import { stationLabel } from "@rollcall/shared/equipment";
import { isManager } from "@rollcall/shared/roles";
import { minutesToHours } from "@rollcall/shared/scheduling";
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  CLOCK_AT_MAX_AGE_HOURS,
  CLOCK_AT_MAX_AHEAD_MINUTES,
  type ClockActionInput,
  checkInOpensMessage,
  formatDistance,
  TIME_CLOCK_MESSAGES as M,
  metersBetween,
  minutesBetween,
  TIME_CLOCK_RULE_MESSAGES as RM,
  reasonNeeded,
  roundPunch,
  type TimeClockSettings,
} from "@rollcall/shared/time-clock";
import { format } from "date-fns";
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { agencyDay } from "../../lib/dates";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { loadStation } from "../equipment";
import { recordPunch } from "../scheduling";
import { clockRulesOf } from "./time-clock.settings";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The fields the time clock answers with (see TimeClockShift in @rollcall/shared/time-clock). */
export function toTimeClockShift(shift: Shift) {
  return {
    id: shift.id,
    title: shift.title,
    userId: shift.userId,
    startTime: shift.startTime,
    endTime: shift.endTime,
    assignment: shift.assignment,
    status: shift.status,
    checkedIn: shift.checkedIn,
    actualStartTime: shift.actualStartTime,
    actualEndTime: shift.actualEndTime,
    totalMinutes: shift.totalMinutes,
    totalHours: shift.totalMinutes === null ? null : minutesToHours(shift.totalMinutes),
    isPaid: shift.isPaid,
    hourlyRateCents: shift.hourlyRateCents,
    paymentStatus: shift.paymentStatus,
    roundedStartTime: shift.roundedStartTime,
    roundedEndTime: shift.roundedEndTime,
    lateStartReason: shift.lateStartReason,
    earlyEndReason: shift.earlyEndReason,
    autoClockedOut: shift.autoClockedOut,
    needsReview: shift.needsReview,
  };
}

/** A punch rounded by the agency's rule on its clock; null where the agency does not round. */
export function roundedPunch(at: Date, rules: TimeClockSettings, timeZone: string): Date | null {
  if (!rules.roundingMinutes) return null;
  const offset = -new TZDate(at.getTime(), timeZone).getTimezoneOffset();
  return new Date(roundPunch(at.getTime(), rules, offset));
}

/**
 * A check-out's rounded punches (the start rounded again, by the rules in force now) and the whole minutes
 * worked between them: what payroll pays.
 */
export function closedPunch(start: Date, end: Date, rules: TimeClockSettings, timeZone: string) {
  const roundedStartTime = roundedPunch(start, rules, timeZone);
  const roundedEndTime = roundedPunch(end, rules, timeZone);
  const totalMinutes = minutesBetween(
    (roundedStartTime ?? start).getTime(),
    (roundedEndTime ?? end).getTime(),
  );
  return { roundedStartTime, roundedEndTime, totalMinutes };
}

/** The reason the punch needs by the agency's rules, or a 400 on the reason field when it has none. */
function requireReason(
  punch: "checkIn" | "checkOut",
  shift: Shift,
  at: Date,
  rules: TimeClockSettings,
  reason: string | null | undefined,
) {
  const needed = reasonNeeded(punch, shift, at.getTime(), rules.reasonThresholdMinutes);
  if (needed && !reason) throw badRequest(needed, { reason: needed });
  return reason || null;
}

type ClockAction = NonNullable<ClockActionInput>;

/**
 * Whose punch it is: the member's own shift, or an officer's or admin's punch for the member with a reason
 * (logged on the shift; the check-in distance does not apply). Anyone else is refused, as before.
 */
function punchFor(scope: AgencyScope, shift: Shift, action: ClockAction, notOwn: string) {
  if (shift.userId === scope.userId) return { memberId: scope.userId, override: null };
  if (!shift.userId || !isManager(scope) || !action.overrideReason) throw forbidden(notOwn);
  return { memberId: shift.userId, override: action.overrideReason };
}

/** The shift's log of officers' punches, with this one where it is one. */
function overrideLogged(shift: Shift, punch: "checkIn" | "checkOut", byId: string, reason: string | null) {
  return reason ? { punchOverrides: [...shift.punchOverrides, { punch, byId, reason }] } : {};
}

/**
 * The agency's check-in distance (time-clock rules): where it is set and the shift's station has a position, a
 * punch needs the device's location within the distance of it (its reported accuracy counted in the member's
 * favour, up to the distance itself), else a 409 that says how far and what to do.
 */
async function requireNearStation(
  tx: Transaction,
  agencyId: string,
  shift: Shift,
  rules: TimeClockSettings,
  position: ClockAction["position"],
) {
  const radius = rules.punchRadiusMeters;
  if (radius == null || !shift.stationId) return;
  const station = await loadStation(tx, agencyId, shift.stationId);
  if (!station || station.latitude == null || station.longitude == null) return;
  if (!position) throw conflict(RM.positionNeeded);
  const distance = metersBetween(position, { latitude: station.latitude, longitude: station.longitude });
  if (distance - Math.min(position.accuracy ?? 0, radius) > radius)
    throw conflict(RM.tooFar(formatDistance(distance), stationLabel(station), formatDistance(radius)));
}

/** Serializes the time-clock writes of one member (held until the transaction ends). */
export async function lockMember(tx: Transaction, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time-clock:${userId}`}, 0))`);
}

async function findShift(tx: Transaction, scope: AgencyScope, shiftId: string) {
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.agencyId, scope.agencyId), eq(shifts.id, shiftId)))
    .for("update");
  if (!shift) throw notFound(M.shiftNotFound);
  return shift;
}

/** The member's open time-clock entry: checked in and not yet checked out. */
function onDutyCondition(scope: AgencyScope, memberId = scope.userId) {
  return and(
    eq(shifts.agencyId, scope.agencyId),
    eq(shifts.userId, memberId),
    eq(shifts.checkedIn, true),
    isNull(shifts.actualEndTime),
  );
}

/**
 * The moment a check-in or check-out was made on the device (`at`, sent later by an offline queue): believed
 * within CLOCK_AT_MAX_AHEAD_MINUTES ahead of the server's clock and CLOCK_AT_MAX_AGE_HOURS behind it, else a
 * 400 on the `at` field. Undefined without one: the moment is then the server's now.
 */
function deviceMoment(at: string | undefined): Date | undefined {
  if (at === undefined) return undefined;
  const moment = new Date(at);
  const now = Date.now();
  if (moment.getTime() > now + CLOCK_AT_MAX_AHEAD_MINUTES * MINUTE_MS) throw atError(M.atAhead);
  if (moment.getTime() < now - CLOCK_AT_MAX_AGE_HOURS * HOUR_MS) throw atError(M.atTooOld);
  return moment;
}

const atError = (message: string) => badRequest(message, { at: message });

/**
 * Puts the member on duty for one of their own scheduled shifts, from 2 hours before it starts until it
 * ends, unless they are on duty already. A device's `at` (deviceMoment) is held to the same window as now.
 * By the agency's rules the punch is rounded beside the raw one, and a late start needs a reason.
 */
export async function checkIn(scope: AgencyScope, shiftId: string, action: ClockAction = {}) {
  const pressed = deviceMoment(action.at);
  return scope.run(async (tx) => {
    const shift = await findShift(tx, scope, shiftId);
    const { memberId, override } = punchFor(scope, shift, action, M.notOwnShift);
    await lockMember(tx, memberId);
    if (shift.status !== "scheduled") throw conflict(M.notScheduled);

    const [onDuty] = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .where(onDutyCondition(scope, memberId))
      .limit(1);
    if (onDuty) throw conflict(M.alreadyOnDuty);

    const now = pressed ?? new Date();
    const opensAt = new Date(shift.startTime.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE_MS);
    if (now < opensAt) {
      throw conflict(
        checkInOpensMessage(format(new TZDate(opensAt, scope.timeZone), "MMM d, yyyy 'at' HH:mm")),
      );
    }
    if (now >= shift.endTime) throw conflict(M.shiftEnded);

    const rules = await clockRulesOf(tx, scope.agencyId);
    if (!override) await requireNearStation(tx, scope.agencyId, shift, rules, action.position);
    const lateStartReason = requireReason("checkIn", shift, now, rules, action.reason ?? override);
    const updated = await recordPunch(tx, scope.agencyId, shift.id, {
      ...overrideLogged(shift, "checkIn", scope.userId, override),
      checkedIn: true,
      actualStartTime: now,
      actualEndTime: null,
      totalMinutes: null,
      status: "active",
      roundedStartTime: roundedPunch(now, rules, scope.timeZone),
      roundedEndTime: null,
      lateStartReason,
      earlyEndReason: null,
      autoClockedOut: false,
      needsReview: false,
    });
    return toTimeClockShift(updated);
  });
}

/**
 * Ends the member's current shift and records the whole minutes worked (between the rounded punches where the
 * agency rounds). A device's `at` (deviceMoment) must also come after the check-in. By the agency's rules an
 * early end needs a reason.
 */
export async function checkOut(scope: AgencyScope, shiftId: string, action: ClockAction = {}) {
  const pressed = deviceMoment(action.at);
  return scope.run(async (tx) => {
    const shift = await findShift(tx, scope, shiftId);
    const { memberId, override } = punchFor(scope, shift, action, M.notOwnShiftCheckOut);
    await lockMember(tx, memberId);
    if (!shift.checkedIn || shift.actualEndTime || !shift.actualStartTime) throw conflict(M.notCheckedIn);
    if (pressed && pressed <= shift.actualStartTime) throw atError(M.checkOutBeforeCheckIn);

    const now = pressed ?? new Date();
    // A clock set back (or an edited start) never makes worked time negative.
    const end = now < shift.actualStartTime ? shift.actualStartTime : now;
    const rules = await clockRulesOf(tx, scope.agencyId);
    if (!override) await requireNearStation(tx, scope.agencyId, shift, rules, action.position);
    const earlyEndReason = requireReason("checkOut", shift, end, rules, action.reason ?? override);
    const updated = await recordPunch(tx, scope.agencyId, shift.id, {
      ...overrideLogged(shift, "checkOut", scope.userId, override),
      checkedIn: false,
      actualEndTime: end,
      status: "completed",
      earlyEndReason,
      ...closedPunch(shift.actualStartTime, end, rules, scope.timeZone),
    });
    return toTimeClockShift(updated);
  });
}

/** The shift the member is on duty for now, or null. */
export async function getCurrentShift(scope: AgencyScope) {
  const [shift] = await scope.run((tx) =>
    tx.select().from(shifts).where(onDutyCondition(scope)).orderBy(asc(shifts.actualStartTime)).limit(1),
  );
  return shift ? toTimeClockShift(shift) : null;
}

/** The member's own shifts that overlap today in the agency's zone, earliest first. */
export async function getTodaysShifts(scope: AgencyScope) {
  const today = agencyDay(scope.timeZone);
  const rows = await scope.run((tx) =>
    tx
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.agencyId, scope.agencyId),
          eq(shifts.userId, scope.userId),
          lt(shifts.startTime, today.end),
          gt(shifts.endTime, today.start),
        ),
      )
      .orderBy(asc(shifts.startTime), asc(shifts.id)),
  );
  return { date: today.date, timeZone: scope.timeZone, shifts: rows.map(toTimeClockShift) };
}
