/**
 * Pay codes and payroll exports (issue 45): every hour of a pay period falls into one code by the rules the
 * schedule already has, and the exports carry those lines in the layouts payroll systems import.
 *
 * The worked hours are the payroll screen's (time-clock's getPayroll: completed paid shifts placed in the
 * period), so the two agree by construction. Of a member's worked hours: a shift a call-back awarded them is
 * call-back; a shift they worked for a colleague through a trade is trade worked; the rest is regular, less the
 * FLSA 7(k) overtime of the work periods ending in the pay period (paid in the period the work period ends, as
 * the FLSA report counts it), which moves to its own code. Approved leave counts in each day it covers, its
 * drawn minutes spread over its days. Amounts: minutes × the member's hourly rate × the code's multiplier.
 */

import { centsToDecimal } from "@rollcall/shared/money";
import {
  ADP_EXPORT_COLUMNS,
  DEFAULT_PAY_CODES,
  GENERIC_EXPORT_COLUMNS,
  type HolidaysUpdate,
  leavePayCode,
  PAY_CODE_KIND_LABELS,
  PAY_CODE_KINDS,
  PAY_CODE_MESSAGES,
  PAYCHEX_EXPORT_COLUMNS,
  type PayCodeKind,
  type PayCodes,
  type PayCodesUpdate,
  type PayExportQuery,
  type PayrollExportFormat,
  type payHoursSchema,
} from "@rollcall/shared/pay";
import { minutesToHoursFixed2, type PayrollQuery } from "@rollcall/shared/time-clock";
import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { callbacks } from "../../db/schema/callbacks";
import { payCodes, payHolidays, payMembers, payrollExports, payrollSystems } from "../../db/schema/pay";
import { tradeLedger } from "../../db/schema/trades";
import { users } from "../../db/schema/users";
import { csvFile, safeText } from "../../lib/csv";
import { addDaysIso, agencyDay, dayRange, daysBetween } from "../../lib/dates";
import { conflict } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import type { AgencyScope } from "../../plugins/auth";
import { workByPeriod, workPeriodsIn } from "../flsa";
import { approvedLeaveBetween } from "../leave";
import { getPayroll } from "../time-clock";

// ---------------------------------------------------------------------------------------------------------
// The codes
// ---------------------------------------------------------------------------------------------------------

async function codesOf(tx: Transaction, agencyId: string): Promise<PayCodes> {
  const [rows, [systems]] = await Promise.all([
    tx.select().from(payCodes).where(eq(payCodes.agencyId, agencyId)),
    tx.select().from(payrollSystems).where(eq(payrollSystems.agencyId, agencyId)),
  ]);
  const codes = { ...DEFAULT_PAY_CODES };
  for (const r of rows) codes[r.kind] = { code: r.code, multiplier: r.multiplierHundredths / 100 };
  return {
    codes,
    adpCompanyCode: systems?.adpCompanyCode ?? null,
    paychexClientId: systems?.paychexClientId ?? null,
    overtimeAfterHours: systems?.overtimeAfterMinutes == null ? null : systems.overtimeAfterMinutes / 60,
  };
}

export const getPayCodes = (scope: AgencyScope) => scope.run((tx) => codesOf(tx, scope.agencyId));

export async function setPayCodes(scope: AgencyScope, v: PayCodesUpdate): Promise<PayCodes> {
  return scope.run(async (tx) => {
    const now = new Date();
    for (const kind of PAY_CODE_KINDS) {
      const set = {
        code: v.codes[kind].code,
        multiplierHundredths: Math.round(v.codes[kind].multiplier * 100),
      };
      await tx
        .insert(payCodes)
        .values({ agencyId: scope.agencyId, kind, ...set })
        .onConflictDoUpdate({ target: [payCodes.agencyId, payCodes.kind], set: { ...set, updatedAt: now } });
    }
    const systems = {
      adpCompanyCode: v.adpCompanyCode,
      paychexClientId: v.paychexClientId,
      overtimeAfterMinutes: v.overtimeAfterHours == null ? null : Math.round(v.overtimeAfterHours * 60),
    };
    await tx
      .insert(payrollSystems)
      .values({ agencyId: scope.agencyId, ...systems })
      .onConflictDoUpdate({ target: [payrollSystems.agencyId], set: { ...systems, updatedAt: now } });
    return codesOf(tx, scope.agencyId);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Holidays
// ---------------------------------------------------------------------------------------------------------

const holidaysOf = async (tx: Transaction, agencyId: string, from?: string, to?: string) =>
  (
    await tx
      .select({ date: payHolidays.day, name: payHolidays.name })
      .from(payHolidays)
      .where(
        and(
          eq(payHolidays.agencyId, agencyId),
          from ? gte(payHolidays.day, from) : undefined,
          to ? lte(payHolidays.day, to) : undefined,
        ),
      )
      .orderBy(asc(payHolidays.day))
  ).map((h) => ({ date: String(h.date), name: h.name }));

export const getHolidays = (scope: AgencyScope) =>
  scope.run(async (tx) => ({ holidays: await holidaysOf(tx, scope.agencyId) }));

/** PUT /api/pay/holidays: the list replaces the last (kept rows keep their audit history by date). */
export async function setHolidays(scope: AgencyScope, v: HolidaysUpdate) {
  return scope.run(async (tx) => {
    const dates = v.holidays.map((h) => h.date);
    await tx
      .delete(payHolidays)
      .where(
        and(
          eq(payHolidays.agencyId, scope.agencyId),
          dates.length ? notInArray(payHolidays.day, dates) : undefined,
        ),
      );
    for (const h of v.holidays)
      await tx
        .insert(payHolidays)
        .values({ agencyId: scope.agencyId, day: h.date, name: h.name })
        .onConflictDoUpdate({
          target: [payHolidays.agencyId, payHolidays.day],
          set: { name: h.name, updatedAt: new Date() },
          setWhere: sql`${payHolidays.name} is distinct from excluded.name`,
        });
    return { holidays: await holidaysOf(tx, scope.agencyId) };
  });
}

/**
 * The minutes of a worked shift that fall on the holidays (their days in the agency's zone), in proportion
 * to the worked span: a 24-hour shift from 07:00 on a holiday has 17 of its hours on it.
 */
function holidayMinutesOf(
  shift: { minutes: number; startTime: Date | string; endTime: Date | string },
  holidays: { start: number; end: number }[],
) {
  const start = new Date(shift.startTime).getTime();
  const end = new Date(shift.endTime).getTime();
  if (!holidays.length || end <= start || shift.minutes <= 0) return 0;
  let inside = 0;
  for (const h of holidays) inside += Math.max(0, Math.min(end, h.end) - Math.max(start, h.start));
  return Math.round((shift.minutes * Math.min(inside, end - start)) / (end - start));
}

// ---------------------------------------------------------------------------------------------------------
// A period's hours by code
// ---------------------------------------------------------------------------------------------------------

type PayHoursOut = z.output<typeof payHoursSchema>;
type Line = PayHoursOut["members"][number]["lines"][number];
type MemberHours = PayHoursOut["members"][number];

/** The members the FLSA's overtime does not cover (nor the contract's, which follows it). */
const exemptMembers = async (tx: Transaction, agencyId: string) =>
  new Set(
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.flsaExempt, true)))
    ).map((u) => u.id),
  );

/** FLSA 7(k) overtime minutes per non-exempt member, of the work periods ending in [startDate, endDate]. */
async function flsaOvertime(
  tx: Transaction,
  scope: AgencyScope,
  startDate: string,
  endDate: string,
  exempt: Set<string>,
) {
  const periods = await workPeriodsIn(tx, {
    ...dayRange(startDate, endDate, scope.timeZone),
    timeZone: scope.timeZone,
  });
  const out = new Map<string, number>();
  if (periods.count === 0) return out;
  // Work periods ending in the pay period: from the one holding its first day, those ending by its last day,
  // keeping those that end on or after the first day.
  const rows = await queryRows<{ periodStart: string; userId: string; minutes: string }>(
    tx,
    workByPeriod({ agencyId: scope.agencyId, timeZone: scope.timeZone, ...periods }),
  );
  const thresholdMinutes = periods.thresholdHours * 60;
  for (const row of rows) {
    const periodStart = String(row.periodStart).slice(0, 10);
    const lastDay = addDaysIso(periodStart, periods.days - 1);
    if (lastDay < startDate || lastDay > endDate || exempt.has(row.userId)) continue;
    const over = Number(row.minutes) - thresholdMinutes;
    if (over > 0) out.set(row.userId, (out.get(row.userId) ?? 0) + over);
  }
  return out;
}

/** Approved leave minutes per member and type counted in [startDate, endDate]: a request's minutes spread over its days. */
async function leaveMinutesIn(tx: Transaction, agencyId: string, startDate: string, endDate: string) {
  const rows = await approvedLeaveBetween(tx, agencyId, startDate, endDate);
  const out = new Map<string, Map<PayCodeKind, number>>();
  for (const r of rows) {
    if (r.minutes <= 0) continue;
    const days = daysBetween(r.startDate, r.endDate) + 1;
    const from = r.startDate > startDate ? r.startDate : startDate;
    const to = r.endDate < endDate ? r.endDate : endDate;
    const inside = daysBetween(from, to) + 1;
    // Whole minutes that add up over the periods a request spans: the minutes through its last day counted
    // here, less those through the day before.
    const upTo = (d: number) => Math.round((r.minutes * d) / days);
    const before = daysBetween(r.startDate, from);
    const minutes = upTo(before + inside) - upTo(before);
    const kinds = out.get(r.userId) ?? new Map<PayCodeKind, number>();
    const kind = leavePayCode(r.type);
    kinds.set(kind, (kinds.get(kind) ?? 0) + minutes);
    out.set(r.userId, kinds);
  }
  return out;
}

const amountOf = (minutes: number, rateCents: number, multiplier: number) =>
  Math.round((minutes * rateCents * multiplier) / 60);

/** The period's hours by member and code (GET /api/pay/hours, and every export). */
export async function payHours(scope: AgencyScope, query: PayrollQuery): Promise<PayHoursOut> {
  const report = await getPayroll(scope, query);
  const { startDate, endDate } = report;
  return scope.run(async (tx) => {
    const codes = await codesOf(tx, scope.agencyId);
    const shiftIds = report.members.flatMap((m) => m.shifts.map((s) => s.id));
    // A shift counted in the period may have started the evening before its first day.
    const holidays = (
      await holidaysOf(tx, scope.agencyId, addDaysIso(startDate, -1), addDaysIso(endDate, 1))
    ).map((h) => {
      const day = agencyDay(scope.timeZone, h.date);
      return { start: day.start.getTime(), end: day.end.getTime() };
    });
    const exempt = await exemptMembers(tx, scope.agencyId);
    const [awarded, traded, overtime, leave, numbers, members] = await Promise.all([
      shiftIds.length
        ? tx
            .select({ shiftId: callbacks.shiftId, userId: callbacks.awardedUserId })
            .from(callbacks)
            .where(and(eq(callbacks.agencyId, scope.agencyId), inArray(callbacks.shiftId, shiftIds)))
        : [],
      shiftIds.length
        ? tx
            .select({ shiftId: tradeLedger.shiftId, userId: tradeLedger.workerId })
            .from(tradeLedger)
            .where(and(eq(tradeLedger.agencyId, scope.agencyId), inArray(tradeLedger.shiftId, shiftIds)))
        : [],
      flsaOvertime(tx, scope, startDate, endDate, exempt),
      leaveMinutesIn(tx, scope.agencyId, startDate, endDate),
      tx
        .select({ userId: payMembers.userId, employeeNumber: payMembers.employeeNumber })
        .from(payMembers)
        .where(eq(payMembers.agencyId, scope.agencyId)),
      tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.agencyId, scope.agencyId)),
    ]);
    const byCallback = new Set(awarded.map((a) => `${a.shiftId}:${a.userId}`));
    const byTrade = new Set(traded.map((t) => `${t.shiftId}:${t.userId}`));
    const employeeNumber = new Map(numbers.map((n) => [n.userId, n.employeeNumber]));
    const names = new Map(members.map((m) => [m.id, `${m.firstName} ${m.lastName}`.trim()]));

    const lines = new Map<string, { minutes: Map<PayCodeKind, number>; rateSum: number; rated: number }>();
    const entry = (userId: string) => {
      let e = lines.get(userId);
      if (!e) {
        e = { minutes: new Map(), rateSum: 0, rated: 0 };
        lines.set(userId, e);
      }
      return e;
    };
    for (const m of report.members)
      for (const s of m.shifts) {
        const e = entry(m.userId);
        const kind: PayCodeKind = byCallback.has(`${s.id}:${m.userId}`)
          ? "callback"
          : byTrade.has(`${s.id}:${m.userId}`)
            ? "trade_worked"
            : "regular";
        // Hours of a regular shift on a holiday are holiday hours (a call-back or a trade keeps its code).
        const onHoliday =
          kind === "regular"
            ? holidayMinutesOf(
                {
                  minutes: s.minutes,
                  startTime: s.roundedStartTime ?? s.actualStartTime ?? s.startTime,
                  endTime: s.roundedEndTime ?? s.actualEndTime ?? s.endTime,
                },
                holidays,
              )
            : 0;
        if (onHoliday) e.minutes.set("holiday", (e.minutes.get("holiday") ?? 0) + onHoliday);
        e.minutes.set(kind, (e.minutes.get(kind) ?? 0) + s.minutes - onHoliday);
        if (s.hourlyRateCents > 0) {
          e.rateSum += s.hourlyRateCents;
          e.rated += 1;
        }
      }
    // Contractual overtime: the regular hours beyond the threshold of worked hours (every worked code counts
    // toward it; only regular hours move, as the others are paid at their own premium already).
    const after = codes.overtimeAfterHours == null ? null : Math.round(codes.overtimeAfterHours * 60);
    if (after != null)
      for (const [userId, e] of lines) {
        const worked = (["regular", "holiday", "callback", "trade_worked"] as const).reduce(
          (sum, k) => sum + (e.minutes.get(k) ?? 0),
          0,
        );
        const regular = e.minutes.get("regular") ?? 0;
        const moved = Math.min(Math.max(0, worked - after), regular);
        if (moved <= 0 || exempt.has(userId)) continue;
        e.minutes.set("regular", regular - moved);
        e.minutes.set("overtime", moved);
      }
    // 7(k) overtime moves out of the regular hours (never more than they are), less the hours already paid at
    // contractual overtime, which the FLSA credits toward it (29 U.S.C. 207(h)(2)).
    for (const [userId, over] of overtime) {
      const e = lines.get(userId);
      const regular = e?.minutes.get("regular") ?? 0;
      const moved = Math.min(over - (e?.minutes.get("overtime") ?? 0), regular);
      if (!e || moved <= 0) continue;
      e.minutes.set("regular", regular - moved);
      e.minutes.set("flsa_overtime", moved);
    }
    for (const [userId, kinds] of leave)
      for (const [kind, minutes] of kinds) {
        const e = entry(userId);
        e.minutes.set(kind, (e.minutes.get(kind) ?? 0) + minutes);
      }

    let totalMinutes = 0;
    let totalAmount = 0;
    const out: MemberHours[] = [...lines.entries()]
      .map(([userId, e]) => {
        const rateCents = e.rated ? Math.round(e.rateSum / e.rated) : 0;
        const memberLines: Line[] = PAY_CODE_KINDS.flatMap((kind) => {
          const minutes = e.minutes.get(kind) ?? 0;
          if (minutes <= 0) return [];
          const { code, multiplier } = codes.codes[kind];
          const amountCents = amountOf(minutes, rateCents, multiplier);
          totalMinutes += minutes;
          totalAmount += amountCents;
          return [{ kind, code, minutes, rateCents, multiplier, amountCents }];
        });
        return {
          userId,
          userName: names.get(userId) ?? "",
          employeeNumber: employeeNumber.get(userId) ?? null,
          lines: memberLines,
        };
      })
      .filter((m) => m.lines.length)
      .sort((x, y) => x.userName.localeCompare(y.userName));

    const exports = await tx
      .select({
        format: payrollExports.format,
        exportedAt: payrollExports.createdAt,
        changes: payrollExports.changes,
        actorId: payrollExports.actorId,
      })
      .from(payrollExports)
      .where(
        and(
          eq(payrollExports.agencyId, scope.agencyId),
          eq(payrollExports.startDate, startDate),
          eq(payrollExports.endDate, endDate),
        ),
      )
      .orderBy(desc(payrollExports.createdAt));
    return {
      startDate,
      endDate,
      members: out,
      totals: { minutes: totalMinutes, amountCents: totalAmount },
      exports: exports.map((x) => ({
        format: x.format,
        exportedAt: x.exportedAt,
        byName: x.actorId ? (names.get(x.actorId) ?? null) : null,
        changes: x.changes,
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Exports
// ---------------------------------------------------------------------------------------------------------

const hours = (minutes: number) => minutesToHoursFixed2(minutes);
const codeLabel = (kind: PayCodeKind) => PAY_CODE_KIND_LABELS[kind];

/** What changed since the period's last export: a sentence per member and code whose hours moved. */
function changesSince(
  before: { userId: string; userName: string; kind: string; minutes: number }[] | undefined,
  now: { userId: string; userName: string; kind: string; minutes: number }[],
): string[] {
  if (!before) return [];
  const key = (l: { userId: string; kind: string }) => `${l.userId}:${l.kind}`;
  const old = new Map(before.map((l) => [key(l), l]));
  const cur = new Map(now.map((l) => [key(l), l]));
  const out: string[] = [];
  for (const [k, l] of cur) {
    const was = old.get(k)?.minutes ?? 0;
    if (was !== l.minutes)
      out.push(`${l.userName}: ${codeLabel(l.kind as PayCodeKind)} ${hours(was)} h → ${hours(l.minutes)} h`);
  }
  for (const [k, l] of old)
    if (!cur.has(k))
      out.push(`${l.userName}: ${codeLabel(l.kind as PayCodeKind)} ${hours(l.minutes)} h → 0.00 h`);
  return out;
}

function fileOf(format: PayrollExportFormat, data: PayHoursOut, codes: PayCodes) {
  const members = data.members;
  if (format === "generic")
    return {
      filename: `pay-codes-${data.startDate}-to-${data.endDate}.csv`,
      body: csvFile(
        GENERIC_EXPORT_COLUMNS,
        members.flatMap((m) =>
          m.lines.map((l) => [
            safeText(m.userName),
            safeText(m.employeeNumber),
            codeLabel(l.kind),
            safeText(l.code),
            hours(l.minutes),
            centsToDecimal(Math.round(l.rateCents * l.multiplier)),
            centsToDecimal(l.amountCents),
          ]),
        ),
      ),
    };
  if (format === "adp") {
    const co = codes.adpCompanyCode;
    if (!co) throw conflict(PAY_CODE_MESSAGES.needsCompanyCode);
    const batch = `RC${data.endDate.replaceAll("-", "")}`;
    // Regular and FLSA overtime in their own columns on the member's first row; every other code a row of its own.
    const records = members.flatMap((m) => {
      const file = m.employeeNumber ?? "";
      const reg = m.lines.find((l) => l.kind === "regular")?.minutes ?? 0;
      const ot = m.lines.find((l) => l.kind === "flsa_overtime")?.minutes ?? 0;
      const rows: string[][] = [];
      if (reg || ot)
        rows.push([co, batch, safeText(file), reg ? hours(reg) : "", ot ? hours(ot) : "", "", ""]);
      for (const l of m.lines)
        if (l.kind !== "regular" && l.kind !== "flsa_overtime")
          rows.push([co, batch, safeText(file), "", "", safeText(l.code), hours(l.minutes)]);
      return rows;
    });
    return { filename: `PR${co.padEnd(3, "_")}EPI.csv`, body: csvFile(ADP_EXPORT_COLUMNS, records) };
  }
  const client = codes.paychexClientId;
  if (!client) throw conflict(PAY_CODE_MESSAGES.needsClientId);
  return {
    filename: `paychex-${data.startDate}-to-${data.endDate}.csv`,
    body: csvFile(
      PAYCHEX_EXPORT_COLUMNS,
      members.flatMap((m) =>
        m.lines.map((l) => [
          client,
          safeText(m.employeeNumber),
          "",
          "",
          safeText(l.code),
          "",
          "",
          hours(l.minutes),
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
        ]),
      ),
    ),
  };
}

/** POST /api/pay/exports: the file, and the export recorded with what changed since the period's last one. */
export async function exportPayroll(scope: AgencyScope, query: PayExportQuery) {
  const { format, ...period } = query;
  const data = await payHours(scope, period);
  return scope.run(async (tx) => {
    const codes = await codesOf(tx, scope.agencyId);
    const file = fileOf(format, data, codes);
    const lines = data.members.flatMap((m) =>
      m.lines.map((l) => ({
        userId: m.userId,
        userName: m.userName,
        kind: l.kind,
        minutes: l.minutes,
        amountCents: l.amountCents,
      })),
    );
    const [last] = await tx
      .select({ lines: payrollExports.lines })
      .from(payrollExports)
      .where(
        and(
          eq(payrollExports.agencyId, scope.agencyId),
          eq(payrollExports.startDate, data.startDate),
          eq(payrollExports.endDate, data.endDate),
        ),
      )
      .orderBy(desc(payrollExports.createdAt))
      .limit(1);
    await tx.insert(payrollExports).values({
      agencyId: scope.agencyId,
      startDate: data.startDate,
      endDate: data.endDate,
      format,
      actorId: scope.userId,
      lines,
      changes: changesSince(last?.lines, lines),
    });
    return file;
  });
}
