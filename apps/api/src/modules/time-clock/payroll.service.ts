/**
 * Payroll: paid shifts completed in a period, per member, with hours from the time clock and pay computed
 * exactly in integer cents, plus the approve / mark-paid workflow and the CSV export.
 */
import { TZDate } from "@date-fns/tz";
import { centsToDecimal } from "@rollcall/shared/money";
import type { PayPeriodSettings } from "@rollcall/shared/pay";
import { ROLE_LABELS, type Role } from "@rollcall/shared/roles";
import type { ShiftPaymentStatus } from "@rollcall/shared/scheduling";
import {
  addDaysToDate,
  DEFAULT_PAY_PERIODS,
  minutesToHoursFixed2,
  PAY_PERIOD_DAYS,
  PAYROLL_MESSAGES,
  type PaymentStatusTotals,
  type PayrollQuery,
  payPeriodContaining,
  shiftPayCents,
  TIME_CLOCK_MESSAGES,
  TIME_CLOCK_RULE_MESSAGES,
} from "@rollcall/shared/time-clock";
import { format } from "date-fns";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { csvFile, safeText } from "../../lib/csv";
import { agencyDay } from "../../lib/dates";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { notify } from "../../lib/notify";
import type { AgencyScope } from "../../plugins/auth";
import { recordPunch, setPaymentStatuses } from "../scheduling";
import { payPeriodsSource } from "./payroll.hooks";
import { toTimeClockShift } from "./time-clock.service";

const MINUTE_MS = 60_000;

/**
 * The period asked for; a missing end makes it two weeks from the start (and a missing start, two weeks up
 * to the end); neither means the current pay period in the agency's zone: the agency's own pay periods
 * (Settings → Pay Periods, read through the pay module's hook: payroll.hooks.ts), else two weeks from the anchor.
 */
export async function resolvePeriod(scope: AgencyScope, query: PayrollQuery) {
  const read = payPeriodsSource();
  const settings =
    query.startDate || query.endDate || !read ? null : await scope.run((tx) => read(tx, scope.agencyId));
  const period = periodAskedFor(scope, query, settings);
  // The period's bounds become timestamps: a period reaching past 9999-12-30 (the day after would be year
  // 10000) or before 1900 is refused, not sent to the database as a timestamp it cannot read (a 500).
  for (const field of ["startDate", "endDate"] as const) {
    const day = period[field];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < FIRST_PAYROLL_DAY || day > LAST_PAYROLL_DAY) {
      // The field at fault: this one if it was sent, else the one its default was counted from.
      const named = query[field] ? field : query.startDate ? "startDate" : query.endDate ? "endDate" : field;
      throw badRequest(PERIOD_OUT_OF_RANGE, { [named]: PERIOD_OUT_OF_RANGE });
    }
  }
  return period;
}

const FIRST_PAYROLL_DAY = "1900-01-01";
const LAST_PAYROLL_DAY = "9999-12-30";
const PERIOD_OUT_OF_RANGE = "Choose dates between 1900 and 9999";

function periodAskedFor(scope: AgencyScope, query: PayrollQuery, settings: PayPeriodSettings | null) {
  const { startDate, endDate } = query;
  if (startDate && endDate) return { startDate, endDate };
  if (startDate) return { startDate, endDate: addDaysToDate(startDate, PAY_PERIOD_DAYS - 1) };
  if (endDate) return { startDate: addDaysToDate(endDate, 1 - PAY_PERIOD_DAYS), endDate };
  return payPeriodContaining(agencyDay(scope.timeZone).date, settings ?? DEFAULT_PAY_PERIODS);
}

/** Worked minutes: the time clock's record, else the span between the (actual or scheduled) times. */
function workedMinutes(s: {
  totalMinutes: number | null;
  startTime: Date;
  endTime: Date;
  actualStartTime: Date | null;
  actualEndTime: Date | null;
}) {
  if (s.totalMinutes !== null) return s.totalMinutes;
  const start = s.actualStartTime ?? s.startTime;
  const end = s.actualEndTime ?? s.endTime;
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / MINUTE_MS));
}

// A shift completed without the time clock (an admin set it so) counts with its scheduled times.
const placedAt = sql<Date>`coalesce(${shifts.actualStartTime}, ${shifts.startTime})`;

/**
 * The worked minutes of every completed paid shift placed in [startDay, endDay] (agency days), each with its
 * member and the agency day it is placed on, as the payroll screen counts them: what part-time accruals prorate by.
 */
export async function workedMinutesBetween(
  tx: Transaction,
  agency: { agencyId: string; timeZone: string },
  startDay: string,
  endDay: string,
): Promise<{ userId: string; day: string; minutes: number }[]> {
  const rows = await tx
    .select({ shift: shifts })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agency.agencyId),
        eq(shifts.isPaid, true),
        eq(shifts.status, "completed"),
        gte(placedAt, agencyDay(agency.timeZone, startDay).start),
        lt(placedAt, agencyDay(agency.timeZone, endDay).end),
      ),
    );
  return rows.flatMap(({ shift: s }) =>
    s.userId
      ? [
          {
            userId: s.userId,
            day: format(new TZDate(s.actualStartTime ?? s.startTime, agency.timeZone), "yyyy-MM-dd"),
            minutes: workedMinutes(s),
          },
        ]
      : [],
  );
}

export async function getPayroll(scope: AgencyScope, query: PayrollQuery) {
  const { startDate, endDate } = await resolvePeriod(scope, query);
  const from = agencyDay(scope.timeZone, startDate).start;
  const until = agencyDay(scope.timeZone, endDate).end;

  const rows = await scope.run((tx) =>
    tx
      .select({
        shift: shifts,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      })
      .from(shifts)
      .innerJoin(users, and(eq(users.agencyId, shifts.agencyId), eq(users.id, shifts.userId)))
      .where(
        and(
          eq(shifts.agencyId, scope.agencyId),
          eq(shifts.isPaid, true),
          eq(shifts.status, "completed"),
          gte(placedAt, from),
          lt(placedAt, until),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(placedAt), asc(shifts.id)),
  );

  // Who punched for members (officers' overrides): their names, in one read.
  const punchers = [...new Set(rows.flatMap((r) => r.shift.punchOverrides.map((o) => o.byId)))];
  const puncherNames = new Map(
    punchers.length
      ? (
          await scope.run((tx) =>
            tx
              .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(and(eq(users.agencyId, scope.agencyId), inArray(users.id, punchers))),
          )
        ).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()])
      : [],
  );
  const members = new Map<string, PayrollMemberRow>();
  const payCentsByStatus: PaymentStatusTotals = { pending: 0, approved: 0, paid: 0 };
  let totalMinutes = 0;
  let totalPay = 0;
  for (const row of rows) {
    const s = row.shift;
    const start = s.actualStartTime ?? s.startTime;
    const minutes = workedMinutes(s);
    const hourlyRateCents = s.hourlyRateCents ?? 0;
    const payCents = shiftPayCents(hourlyRateCents, minutes);
    const userId = s.userId as string;
    let member = members.get(userId);
    if (!member) {
      member = {
        userId,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
        shiftCount: 0,
        minutes: 0,
        payCents: 0,
        shifts: [],
      };
      members.set(userId, member);
    }
    member.shiftCount += 1;
    member.minutes += minutes;
    member.payCents += payCents;
    member.shifts.push({
      id: s.id,
      title: s.title,
      assignment: s.assignment,
      startTime: s.startTime,
      endTime: s.endTime,
      actualStartTime: s.actualStartTime,
      actualEndTime: s.actualEndTime,
      date: format(new TZDate(start, scope.timeZone), "yyyy-MM-dd"),
      minutes,
      hourlyRateCents,
      payCents,
      paymentStatus: s.paymentStatus,
      roundedStartTime: s.roundedStartTime,
      roundedEndTime: s.roundedEndTime,
      lateStartReason: s.lateStartReason,
      earlyEndReason: s.earlyEndReason,
      autoClockedOut: s.autoClockedOut,
      needsReview: s.needsReview,
      punchedBy: s.punchOverrides.map((o) => ({
        punch: o.punch,
        byName: puncherNames.get(o.byId) ?? "",
        reason: o.reason,
      })),
    });
    totalMinutes += minutes;
    totalPay += payCents;
    payCentsByStatus[s.paymentStatus] += payCents;
  }

  const list = [...members.values()];
  return {
    startDate,
    endDate,
    timeZone: scope.timeZone,
    members: list,
    totals: {
      memberCount: list.length,
      shiftCount: rows.length,
      minutes: totalMinutes,
      payCents: totalPay,
      payCentsByStatus,
    },
  };
}

type PayrollMemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  role: Role;
  shiftCount: number;
  minutes: number;
  payCents: number;
  shifts: Array<{
    id: string;
    title: string;
    assignment: string | null;
    startTime: Date;
    endTime: Date;
    actualStartTime: Date | null;
    actualEndTime: Date | null;
    date: string;
    minutes: number;
    hourlyRateCents: number;
    payCents: number;
    paymentStatus: ShiftPaymentStatus;
    roundedStartTime: Date | null;
    roundedEndTime: Date | null;
    lateStartReason: string | null;
    earlyEndReason: string | null;
    autoClockedOut: boolean;
    needsReview: boolean;
    punchedBy: { punch: "checkIn" | "checkOut"; byName: string; reason: string }[];
  }>;
};

/**
 * An admin's review of an automatic clock-out: the shift's "Needs review" mark goes, its times stay as the
 * clock-out set them. 404 for another agency's shift, 409 for one the time clock did not clock out.
 */
export async function markReviewed(scope: AgencyScope, shiftId: string) {
  return scope.run(async (tx) => {
    const [shift] = await tx
      .select({ id: shifts.id, autoClockedOut: shifts.autoClockedOut })
      .from(shifts)
      .where(and(eq(shifts.agencyId, scope.agencyId), eq(shifts.id, shiftId)))
      .for("update");
    if (!shift) throw notFound(TIME_CLOCK_MESSAGES.shiftNotFound);
    if (!shift.autoClockedOut) throw conflict(TIME_CLOCK_RULE_MESSAGES.notAutoClockedOut);
    return toTimeClockShift(await recordPunch(tx, scope.agencyId, shift.id, { needsReview: false }));
  });
}

// -------------------------------------------------------------------------------------------------------
// Payment status
// -------------------------------------------------------------------------------------------------------

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Sets the payment status of paid shifts, all or nothing: an unknown id (or another agency's) answers 404,
 * an unpaid shift 409. Members whose shifts became paid are told so, once per call.
 */
export async function setPaymentStatus(
  scope: AgencyScope,
  shiftIds: string[],
  paymentStatus: ShiftPaymentStatus,
) {
  const ids = [...new Set(shiftIds)];
  return scope.run(async (tx) => {
    const found = await tx
      .select({
        id: shifts.id,
        userId: shifts.userId,
        isPaid: shifts.isPaid,
        paymentStatus: shifts.paymentStatus,
        status: shifts.status,
        totalMinutes: shifts.totalMinutes,
        hourlyRateCents: shifts.hourlyRateCents,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        actualStartTime: shifts.actualStartTime,
        actualEndTime: shifts.actualEndTime,
      })
      .from(shifts)
      .where(and(eq(shifts.agencyId, scope.agencyId), inArray(shifts.id, ids)))
      .for("update");
    if (found.length !== ids.length) throw notFound(TIME_CLOCK_MESSAGES.shiftNotFound);
    if (found.some((s) => !s.isPaid)) throw conflict(PAYROLL_MESSAGES.notPaidShift);

    await setPaymentStatuses(tx, scope.agencyId, ids, paymentStatus);

    if (paymentStatus === "paid") {
      const newlyPaid = new Map<string, { count: number; cents: number }>();
      for (const s of found) {
        if (s.paymentStatus === "paid" || !s.userId) continue;
        const minutes = workedMinutes(s);
        const entry = newlyPaid.get(s.userId) ?? { count: 0, cents: 0 };
        entry.count += 1;
        entry.cents += shiftPayCents(s.hourlyRateCents ?? 0, minutes);
        newlyPaid.set(s.userId, entry);
      }
      await notify(
        tx,
        [...newlyPaid].map(([userId, { count, cents }]) => ({
          agencyId: scope.agencyId,
          userId,
          type: "success" as const,
          title: "Payment processed",
          message: `${count} ${count === 1 ? "shift was" : "shifts were"} marked paid, totalling ${usd.format(cents / 100)}.`,
        })),
      );
    }
    return { updated: ids.length, paymentStatus, shiftIds: ids };
  });
}

// -------------------------------------------------------------------------------------------------------
// CSV export
// -------------------------------------------------------------------------------------------------------

export const CSV_COLUMNS = [
  "member",
  "role",
  "shift",
  "date",
  "start",
  "end",
  "hours",
  "hourly rate",
  "pay",
  "payment status",
  // The time-clock rules: the punches rounded (hours count them), the member's reasons, an automatic clock-out.
  "rounded start",
  "rounded end",
  "late start reason",
  "early end reason",
  "automatic clock-out",
] as const;

export async function payrollCsv(scope: AgencyScope, query: PayrollQuery) {
  const report = await getPayroll(scope, query);
  const time = (d: Date) => format(new TZDate(d, scope.timeZone), "yyyy-MM-dd HH:mm");
  const maybeTime = (d: Date | null) => (d ? time(d) : "");
  const records = report.members.flatMap((m) =>
    m.shifts.map((s) => [
      safeText(`${m.firstName} ${m.lastName}`.trim()),
      ROLE_LABELS[m.role],
      safeText(s.title),
      s.date,
      time(s.actualStartTime ?? s.startTime),
      time(s.actualEndTime ?? s.endTime),
      minutesToHoursFixed2(s.minutes),
      centsToDecimal(s.hourlyRateCents),
      centsToDecimal(s.payCents),
      s.paymentStatus,
      maybeTime(s.roundedStartTime),
      maybeTime(s.roundedEndTime),
      safeText(s.lateStartReason),
      safeText(s.earlyEndReason),
      s.autoClockedOut ? (s.needsReview ? "needs review" : "reviewed") : "",
    ]),
  );
  return {
    filename: `payroll-${report.startDate}-to-${report.endDate}.csv`,
    body: csvFile(CSV_COLUMNS, records),
  };
}
