/**
 * Who may be called back for a shift, and in what order (shared/reference/staffing.md, "Overtime call-back").
 *
 * Eligible: a current member of the agency other than the shift's own member, of one of the roles the agency
 * calls back (staffing settings `callbackRoles`: officers, firefighters and EMTs by default, not admins),
 * - not on duty then: no other shift of theirs (not cancelled) overlaps it;
 * - not on leave: no approved leave overlapping it (leave.queries);
 * - qualified: holds, in force on the shift's date, every required certification for their role (compliance),
 *   and the qualification of any minimum staffing rule riding the shift's apparatus that is short during it;
 * - not over the fatigue limit: the shift together with their adjacent shifts (back to back, or overlapping)
 *   lasts no more than the agency's fatigueLimitHours.
 *
 * Order: by the agency's method over this calendar quarter (agency zone). "hours": the fewest overtime hours
 * first, an overtime hour being an hour of a shift awarded through a call-back, or charged. "rotating": the
 * fewest points first (callbackPoints: 1 for a 24 h shift, 0.5 for 12 to 24 h, 0 under 12 h). Ties go to
 * seniority: users.hire_date, else the day they joined, earliest first.
 */
import { callbackPoints } from "@rollcall/shared/callbacks";
import type { Role } from "@rollcall/shared/roles";
import { MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import type { CallbackMethod } from "@rollcall/shared/staffing";
import { and, eq, gte, inArray, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { callbackEvents, callbacks } from "../../db/schema/callbacks";
import type { Shift } from "../../db/schema/scheduling";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { addDaysIso, agencyDay, agencyToday } from "../../lib/dates";
import { certificationsValidFrom, requiredCertificationRules } from "../compliance";
import { membersOnLeave } from "../leave";
import { findStaffingGaps, selectStaffingRules } from "../staffing";

export type Ctx = { agencyId: string; timeZone: string };

export type Candidate = {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** hire_date, else the day they joined (yyyy-MM-dd). */
  seniority: string;
  hired: boolean;
};

export type Ranked = Candidate & { hours: number; points: number; reason: string };

const HOUR = 3_600_000;

/** The calendar quarter holding `now` in the agency's zone, as instants [start, end). */
export function quarterOf(timeZone: string, now: Date) {
  const today = agencyToday(timeZone, now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const startDate = `${year}-${String(first).padStart(2, "0")}-01`;
  const endDate = first === 10 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, "0")}-01`;
  return { start: agencyDay(timeZone, startDate).start, end: agencyDay(timeZone, endDate).start };
}

/** Each member's overtime this quarter: hours and rotating points of shifts awarded through a call-back or charged. */
export async function overtimeThisQuarter(tx: Transaction, ctx: Ctx, now: Date) {
  const q = quarterOf(ctx.timeZone, now);
  const rows = await tx
    .select({ userId: callbackEvents.userId, start: shifts.startTime, end: shifts.endTime })
    .from(callbackEvents)
    .innerJoin(
      callbacks,
      and(eq(callbacks.agencyId, callbackEvents.agencyId), eq(callbacks.id, callbackEvents.callbackId)),
    )
    .innerJoin(shifts, and(eq(shifts.agencyId, callbacks.agencyId), eq(shifts.id, callbacks.shiftId)))
    .where(
      and(
        eq(callbackEvents.agencyId, ctx.agencyId),
        inArray(callbackEvents.kind, ["awarded", "charged"]),
        isNotNull(callbackEvents.userId),
        gte(callbackEvents.at, q.start),
        lt(callbackEvents.at, q.end),
      ),
    );
  const totals = new Map<string, { hours: number; points: number }>();
  for (const r of rows) {
    const hours = (r.end.getTime() - r.start.getTime()) / HOUR;
    const t = totals.get(r.userId as string) ?? { hours: 0, points: 0 };
    t.hours += hours;
    t.points += callbackPoints(hours);
    totals.set(r.userId as string, t);
  }
  return totals;
}

/** The qualifications (lower-cased) a minimum staffing rule riding the shift's apparatus asks for while short. */
async function gapQualifications(tx: Transaction, ctx: Ctx, shift: Shift): Promise<string[]> {
  if (!shift.equipmentId) return [];
  const rules = (await selectStaffingRules(tx)).filter(
    (r) => r.equipmentId === shift.equipmentId && r.qualification,
  );
  if (!rules.length) return [];
  const day = agencyToday(ctx.timeZone, shift.startTime);
  const gaps = await findStaffingGaps(tx, {
    startDate: addDaysIso(day, -1),
    endDate: agencyToday(ctx.timeZone, shift.endTime),
    timeZone: ctx.timeZone,
  });
  const wanted = new Set<string>();
  for (const g of gaps) {
    const rule = rules.find((r) => r.id === g.ruleId);
    if (!rule?.qualification) continue;
    if (Date.parse(g.start) < shift.endTime.getTime() && Date.parse(g.end) > shift.startTime.getTime())
      wanted.add(rule.qualification.toLowerCase());
  }
  return [...wanted];
}

/**
 * The members eligible for the shift (see the top), among `only` when given. Not ordered.
 */
export async function eligibleMembers(
  tx: Transaction,
  ctx: Ctx,
  shift: Shift,
  { fatigueLimitHours, callbackRoles }: { fatigueLimitHours: number; callbackRoles: Role[] },
  only?: string[],
): Promise<Candidate[]> {
  const members = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      hireDate: users.hireDate,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.agencyId, ctx.agencyId),
        isNull(users.deletedAt),
        inArray(users.role, callbackRoles),
        shift.userId ? ne(users.id, shift.userId) : undefined,
        only ? inArray(users.id, only.length ? only : [shift.id]) : undefined,
      ),
    );
  if (!members.length) return [];
  const ids = members.map((m) => m.id);
  const start = shift.startTime.getTime();
  const end = shift.endTime.getTime();
  const reach = (fatigueLimitHours + MAX_SHIFT_HOURS) * HOUR;

  // Their shifts near this one: an overlap means on duty; adjacent ones count toward fatigue.
  const near = await tx
    .select({ userId: shifts.userId, start: shifts.startTime, end: shifts.endTime })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, ctx.agencyId),
        inArray(shifts.userId, ids),
        ne(shifts.status, "cancelled"),
        ne(shifts.id, shift.id),
        lt(shifts.startTime, new Date(end + reach)),
        gte(shifts.endTime, new Date(start - reach)),
      ),
    );
  const byMember = new Map<string, { start: number; end: number }[]>();
  for (const s of near) {
    const list = byMember.get(s.userId as string) ?? [];
    list.push({ start: s.start.getTime(), end: s.end.getTime() });
    byMember.set(s.userId as string, list);
  }

  const away = await membersOnLeave(tx, ctx.agencyId, ctx.timeZone, shift.startTime, shift.endTime);

  // Qualifications: the required certifications by role, and a short apparatus rule's qualification.
  const required = await requiredCertificationRules(tx, ctx.agencyId);
  const fromGaps = await gapQualifications(tx, ctx, shift);
  const names = [...new Set([...required.map((r) => r.name), ...fromGaps])];
  const day = agencyToday(ctx.timeZone, shift.startTime);
  const held = new Set<string>();
  if (names.length)
    for (const c of await certificationsValidFrom(tx, ctx.agencyId, day, names))
      if (c.issueDate === null || c.issueDate <= day) held.add(`${c.userId}\u0000${c.name}`);

  const eligible: Candidate[] = [];
  for (const m of members) {
    if (away.has(m.id)) continue;
    const theirs = byMember.get(m.id) ?? [];
    if (theirs.some((s) => s.start < end && s.end > start)) continue;
    const needs = [
      ...required.filter((r) => r.role === null || r.role === m.role).map((r) => r.name),
      ...fromGaps,
    ];
    if (needs.some((n) => !held.has(`${m.id}\u0000${n}`))) continue;
    if (blockHours(start, end, theirs) > fatigueLimitHours) continue;
    const joined = agencyToday(ctx.timeZone, m.createdAt);
    eligible.push({
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      role: m.role,
      seniority: m.hireDate ?? joined,
      hired: m.hireDate !== null,
    });
  }
  return eligible;
}

/** Hours on duty without a break if the member worked [start, end): joined with every shift touching it. */
export function blockHours(start: number, end: number, others: { start: number; end: number }[]): number {
  let from = start;
  let to = end;
  let grown = true;
  while (grown) {
    grown = false;
    for (const s of others) {
      if (s.end >= from && s.start < from) {
        from = s.start;
        grown = true;
      }
      if (s.start <= to && s.end > to) {
        to = s.end;
        grown = true;
      }
    }
  }
  return (to - from) / HOUR;
}

/** The candidates in the method's order, each with the words that explain their place. */
export function rank(
  candidates: Candidate[],
  method: CallbackMethod,
  totals: Map<string, { hours: number; points: number }>,
): Ranked[] {
  const ranked = candidates.map((c) => {
    const t = totals.get(c.id) ?? { hours: 0, points: 0 };
    const since = c.hired ? `hired ${c.seniority}` : `on the roster since ${c.seniority}`;
    const reason =
      method === "hours"
        ? `${t.hours.toFixed(1)} overtime hours this quarter, ${since}`
        : `${t.points.toFixed(1)} points this quarter, ${since}`;
    return { ...c, hours: t.hours, points: t.points, reason };
  });
  const key = (r: Ranked) => (method === "hours" ? r.hours : r.points);
  return ranked.sort(
    (a, b) => key(a) - key(b) || a.seniority.localeCompare(b.seniority) || a.id.localeCompare(b.id),
  );
}
