/**
 * FLSA section 7(k) work periods (shared/reference/staffing.md): hours per member in a work period, the
 * threshold of the agency's standard, overtime, the member's own line, the projection behind the shift form's
 * warning, the CSV, and the exemption flag.
 *
 * Counting. A shift counts when it has a member and is scheduled, active or completed. Its interval is its
 * time clock punches when it has both (punched hours); otherwise its scheduled times, from the check-in when
 * there is one (scheduled hours, marked so). Only the minutes inside the period count, so a shift across a
 * period boundary splits between the two periods. Periods start at the agency's flsaPeriodStart (none: 1
 * January of the agency's current year) and repeat every flsaPeriodDays days, midnight to midnight in the
 * agency's time zone.
 */
import {
  FLSA_MESSAGES,
  FLSA_SMALL_AGENCY_MEMBERS,
  type FlsaMemberLine,
  type FlsaProjectionQuery,
  type FlsaReportQuery,
  flsaOvertimeHours,
  isWorkPeriodStart,
  minutesToFlsaHours,
  nearestWorkPeriodStart,
  notPeriodBoundaryMessage,
  type WorkPeriod,
  workPeriodContaining,
} from "@rollcall/shared/flsa";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { flsaThresholdHours, type StaffingSettings } from "@rollcall/shared/staffing";
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { csvFile, safeText } from "../../lib/csv";
import { addDaysIso, agencyDay, agencyToday, agencyYear, wallClockInstant } from "../../lib/dates";
import { badRequest, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { getStaffingSettings } from "../staffing";
import { setFlsaExempt } from "../users";

const MINUTE_MS = 60_000;
const FIRST_DAY = "1900-01-01";
const LAST_DAY = "9999-11-30";
const COUNTED_STATUSES = ["scheduled", "active", "completed"] as const;

type Period = WorkPeriod & {
  from: Date;
  until: Date;
  threshold: number;
  standard: StaffingSettings["flsaStandard"];
};

/** The first day periods are counted from: the setting, or 1 January of the agency's current year. */
const anchorOf = (scope: AgencyScope, settings: StaffingSettings) =>
  settings.flsaPeriodStart ?? `${agencyYear(scope.timeZone)}-01-01`;

function periodOf(scope: AgencyScope, settings: StaffingSettings, wp: WorkPeriod): Period {
  if (wp.start < FIRST_DAY || wp.end > LAST_DAY)
    throw badRequest(FLSA_MESSAGES.periodOutOfRange, { periodStart: FLSA_MESSAGES.periodOutOfRange });
  return {
    ...wp,
    from: agencyDay(scope.timeZone, wp.start).start,
    until: agencyDay(scope.timeZone, addDaysIso(wp.end, 1)).start,
    standard: settings.flsaStandard,
    threshold: flsaThresholdHours(settings.flsaStandard, wp.days),
  };
}

/** The period asked for: its first day must be a period boundary (400 naming the nearest), absent: today's. */
function resolvePeriod(scope: AgencyScope, settings: StaffingSettings, periodStart?: string): Period {
  const anchor = anchorOf(scope, settings);
  const days = settings.flsaPeriodDays;
  if (periodStart === undefined)
    return periodOf(scope, settings, workPeriodContaining(anchor, days, agencyToday(scope.timeZone)));
  if (periodStart < FIRST_DAY || periodStart > LAST_DAY)
    throw badRequest(FLSA_MESSAGES.periodOutOfRange, { periodStart: FLSA_MESSAGES.periodOutOfRange });
  if (!isWorkPeriodStart(anchor, days, periodStart)) {
    const message = notPeriodBoundaryMessage(periodStart, nearestWorkPeriodStart(anchor, days, periodStart));
    throw badRequest(message, { periodStart: message });
  }
  return periodOf(scope, settings, workPeriodContaining(anchor, days, periodStart));
}

/** The interval a shift counts for, and whether it is the time clock's (both punches) or the schedule's. */
function countedInterval(s: {
  startTime: Date;
  endTime: Date;
  actualStartTime: Date | null;
  actualEndTime: Date | null;
}) {
  if (s.actualStartTime && s.actualEndTime)
    return { start: s.actualStartTime.getTime(), end: s.actualEndTime.getTime(), punched: true };
  const start = (s.actualStartTime ?? s.startTime).getTime();
  return { start, end: Math.max(start, s.endTime.getTime()), punched: false };
}

const overlapMs = (a: { start: number; end: number }, from: number, until: number) =>
  Math.max(0, Math.min(a.end, until) - Math.max(a.start, from));

// The instants a shift may count between: a check-in before the scheduled start, a check-out after the end.
const countedStart = sql<Date>`coalesce(${shifts.actualStartTime}, ${shifts.startTime})`;
const countedEnd = sql<Date>`greatest(${shifts.endTime}, coalesce(${shifts.actualEndTime}, ${shifts.endTime}))`;

type Minutes = { punched: number; scheduled: number };

/** Punched and scheduled minutes per member inside [from, until), optionally for one member, one shift left out. */
async function minutesByMember(
  tx: Transaction,
  scope: AgencyScope,
  from: Date,
  until: Date,
  options: { userId?: string; excludeShiftId?: string } = {},
) {
  const rows = await tx
    .select({
      id: shifts.id,
      userId: shifts.userId,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      actualStartTime: shifts.actualStartTime,
      actualEndTime: shifts.actualEndTime,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, scope.agencyId),
        inArray(shifts.status, [...COUNTED_STATUSES]),
        options.userId ? eq(shifts.userId, options.userId) : sql`${shifts.userId} is not null`,
        options.excludeShiftId ? ne(shifts.id, options.excludeShiftId) : undefined,
        lt(countedStart, until),
        gt(countedEnd, from),
      ),
    );
  const ms = new Map<string, Minutes>();
  for (const row of rows) {
    const interval = countedInterval(row);
    const inside = overlapMs(interval, from.getTime(), until.getTime());
    if (!inside) continue;
    const entry = ms.get(row.userId as string) ?? { punched: 0, scheduled: 0 };
    if (interval.punched) entry.punched += inside;
    else entry.scheduled += inside;
    ms.set(row.userId as string, entry);
  }
  // Whole minutes, rounded once per member and kind.
  for (const entry of ms.values()) {
    entry.punched = Math.round(entry.punched / MINUTE_MS);
    entry.scheduled = Math.round(entry.scheduled / MINUTE_MS);
  }
  return ms;
}

function memberLine(
  member: Pick<FlsaMemberLine, "userId" | "firstName" | "lastName" | "role" | "exempt">,
  minutes: Minutes | undefined,
  threshold: number,
): FlsaMemberLine {
  const punched = minutes?.punched ?? 0;
  const scheduled = minutes?.scheduled ?? 0;
  const hoursWorked = minutesToFlsaHours(punched + scheduled);
  return {
    ...member,
    hoursWorked,
    punchedHours: minutesToFlsaHours(punched),
    scheduledHours: minutesToFlsaHours(scheduled),
    overtimeHours: flsaOvertimeHours(hoursWorked, threshold, member.exempt),
  };
}

const periodFields = (p: Period) => ({
  periodStart: p.start,
  periodEnd: p.end,
  periodDays: p.days,
  standard: p.standard,
  threshold: p.threshold,
});

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  exempt: users.flsaExempt,
};

/** GET /api/flsa/report: every current member (and a removed one with hours in the period), by name. */
export async function getFlsaReport(scope: AgencyScope, query: FlsaReportQuery) {
  return scope.run(async (tx) => {
    const period = resolvePeriod(scope, await getStaffingSettings(tx), query.periodStart);
    const minutes = await minutesByMember(tx, scope, period.from, period.until);
    const worked = [...minutes.keys()];
    const people = await tx
      .select(memberColumns)
      .from(users)
      .where(
        and(
          eq(users.agencyId, scope.agencyId),
          worked.length ? or(isNull(users.deletedAt), inArray(users.id, worked)) : isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    const members = people.map((p) => memberLine(p, minutes.get(p.userId), period.threshold));
    const nonExemptMembers = members.filter((m) => !m.exempt && m.hoursWorked > 0).length;
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
    return {
      ...periodFields(period),
      nonExemptMembers,
      smallAgency: nonExemptMembers < FLSA_SMALL_AGENCY_MEMBERS,
      members,
      totals: {
        hoursWorked: sum(members.map((m) => m.hoursWorked)),
        overtimeHours: sum(members.map((m) => m.overtimeHours)),
        overThreshold: members.filter((m) => m.overtimeHours > 0).length,
      },
    };
  });
}

/** GET /api/flsa/me: the signed-in member's own line. */
export async function getMyFlsaLine(scope: AgencyScope, query: FlsaReportQuery) {
  return scope.run(async (tx) => {
    const period = resolvePeriod(scope, await getStaffingSettings(tx), query.periodStart);
    const [me] = await tx
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, scope.userId)));
    if (!me) throw notFound(FLSA_MESSAGES.memberNotFound);
    const minutes = await minutesByMember(tx, scope, period.from, period.until, { userId: scope.userId });
    return { ...periodFields(period), member: memberLine(me, minutes.get(me.userId), period.threshold) };
  });
}

/**
 * GET /api/flsa/projection: the member's hours in the work period before and after a shift from startTime to
 * endTime (the shift `shiftId`, being edited, left out of "before"). A shift across a boundary is projected
 * for each period it touches; the answer is the first period it takes over the threshold, else the one it starts in.
 */
export async function projectAssignment(scope: AgencyScope, query: FlsaProjectionQuery) {
  const start = wallClockInstant(query.startTime, scope.timeZone);
  const end = wallClockInstant(query.endTime, scope.timeZone);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw badRequest(FLSA_MESSAGES.startTime, { startTime: FLSA_MESSAGES.startTime });
  if (end <= start) throw badRequest(FLSA_MESSAGES.endAfterStart, { endTime: FLSA_MESSAGES.endAfterStart });
  // Periods are counted on yyyy-MM-dd days: an instant outside 1900..9999 has none (refused, never a 500).
  for (const [field, instant] of [
    ["startTime", start],
    ["endTime", end],
  ] as const) {
    const day = agencyToday(scope.timeZone, instant);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < FIRST_DAY || day > LAST_DAY)
      throw badRequest(FLSA_MESSAGES.periodOutOfRange, { [field]: FLSA_MESSAGES.periodOutOfRange });
  }

  return scope.run(async (tx) => {
    const [member] = await tx
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, query.userId), isNull(users.deletedAt)));
    if (!member) throw notFound(FLSA_MESSAGES.memberNotFound);
    const settings = await getStaffingSettings(tx);
    const anchor = anchorOf(scope, settings);
    const firstDay = agencyToday(scope.timeZone, start);
    const lastDay = agencyToday(scope.timeZone, new Date(end.getTime() - 1));
    let wp = workPeriodContaining(anchor, settings.flsaPeriodDays, firstDay);
    let answer: ReturnType<typeof projection> | null = null;
    // A shift is at most a few days long: it touches one period, or two across a boundary.
    for (let i = 0; i < 3 && wp.start <= lastDay; i++) {
      const period = periodOf(scope, settings, wp);
      const before = await minutesByMember(tx, scope, period.from, period.until, {
        userId: member.userId,
        excludeShiftId: query.shiftId,
      });
      const entry = before.get(member.userId);
      const minutesBefore = (entry?.punched ?? 0) + (entry?.scheduled ?? 0);
      const added = Math.round(
        overlapMs(
          { start: start.getTime(), end: end.getTime() },
          period.from.getTime(),
          period.until.getTime(),
        ) / MINUTE_MS,
      );
      const candidate = projection(period, member.exempt, minutesBefore, minutesBefore + added);
      if (!answer || (!answer.overThreshold && candidate.overThreshold)) answer = candidate;
      if (answer.overThreshold) break;
      wp = { ...wp, start: addDaysIso(wp.start, wp.days), end: addDaysIso(wp.end, wp.days) };
    }
    return answer as ReturnType<typeof projection>;
  });
}

function projection(period: Period, exempt: boolean, minutesBefore: number, minutesAfter: number) {
  const hoursAfter = minutesToFlsaHours(minutesAfter);
  return {
    periodStart: period.start,
    periodEnd: period.end,
    threshold: period.threshold,
    exempt,
    hoursBefore: minutesToFlsaHours(minutesBefore),
    hoursAfter,
    overThreshold: !exempt && hoursAfter > period.threshold,
  };
}

/** PATCH /api/flsa/exemptions/{userId} (admins): marks a current member exempt, or counts them again. */
export async function setExemption(scope: AgencyScope, userId: string, exempt: boolean) {
  return scope.run(async (tx) => {
    const row = await setFlsaExempt(tx, scope.agencyId, userId, exempt);
    if (!row) throw notFound(FLSA_MESSAGES.memberNotFound);
    return row;
  });
}

export const CSV_COLUMNS = [
  "member",
  "role",
  "period start",
  "period end",
  "exempt",
  "punched hours",
  "scheduled hours",
  "hours worked",
  "threshold",
  "overtime hours",
] as const;

/** GET /api/flsa/report.csv: the report's lines, one row per member. */
export async function flsaReportCsv(scope: AgencyScope, query: FlsaReportQuery) {
  const report = await getFlsaReport(scope, query);
  const records = report.members.map((m) => [
    safeText(`${m.firstName} ${m.lastName}`.trim()),
    ROLE_LABELS[m.role],
    report.periodStart,
    report.periodEnd,
    m.exempt ? "yes" : "no",
    m.punchedHours.toFixed(2),
    m.scheduledHours.toFixed(2),
    m.hoursWorked.toFixed(2),
    report.threshold,
    m.overtimeHours.toFixed(2),
  ]);
  return {
    filename: `flsa-7k-${report.periodStart}-to-${report.periodEnd}.csv`,
    body: csvFile(CSV_COLUMNS, records),
  };
}
