/**
 * Shifts: the week list, create (one shift or a whole recurring series in one insert), edit and delete
 * (one occurrence or it and the following ones), and fire rotations.
 */
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import {
  centsToDollars,
  type DayOfWeek,
  dollarsToCents,
  MAX_LIST_RANGE_DAYS,
  MAX_ROTATION_SHIFTS,
  MAX_SERIES_OCCURRENCES,
  ROTATION_MESSAGES,
  ROTATIONS,
  type RotationValues,
  SHIFT_MESSAGES,
  type ShiftEditScope,
  type ShiftFormValues,
  type ShiftStatus,
  shiftRuleErrors,
  type shiftUpdateSchema,
} from "@rollcall/shared/scheduling";
import { format, startOfWeek } from "date-fns";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { type NewShift, type Shift, shiftBids, shiftSwaps, shifts } from "../../db/schema/scheduling";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import {
  addLocalDays,
  daysBetween,
  type Interval,
  localDateOf,
  rotationShifts,
  type SeriesRule,
  seriesOccurrences,
  startOfLocalDay,
  toInstant,
} from "./recurrence";
import { notifyShiftEvents, type ShiftEvent } from "./shift-notifications";
import {
  type Candidate,
  findConflicts,
  findShift,
  insertShifts,
  loadShift,
  membersById,
  overlapError,
  requireMember,
  selfOverlaps,
  shiftListJsonText,
} from "./shift-queries";

export type ShiftUpdateValues = z.output<typeof shiftUpdateSchema>;

const SERIES_OVERLAPS =
  "Shifts in this series would overlap each other. Shorten the shift or space them out.";
const NO_OCCURRENCES = "No shift of this series falls on or before the end date";
const LIST_RANGE = `Choose a range of at most ${MAX_LIST_RANGE_DAYS} days`;
const LIST_ORDER = "End date must be on or after the start date";

// ---------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------

export type ListQuery = { startDate?: string; endDate?: string; status?: ShiftStatus };

/** Dates default to the agency's current week (Monday to Sunday). */
function listRange(query: ListQuery, timeZone: string) {
  const monday = format(startOfWeek(new TZDate(Date.now(), timeZone), { weekStartsOn: 1 }), "yyyy-MM-dd");
  const startDate = query.startDate ?? (query.endDate ? shiftDate(query.endDate, -6) : monday);
  const endDate = query.endDate ?? shiftDate(startDate, 6);
  if (endDate < startDate) throw badRequest(LIST_ORDER, { endDate: LIST_ORDER });
  if (daysBetween(startDate, endDate) + 1 > MAX_LIST_RANGE_DAYS)
    throw badRequest(LIST_RANGE, { endDate: LIST_RANGE });
  return { from: startOfLocalDay(startDate, timeZone), to: startOfLocalDay(endDate, timeZone, 1) };
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Shifts starting within the range (agency-local days) as ShiftListItem JSON, each with its member's name.
 * One indexed range scan on (agency_id, start_time).
 */
export async function listShifts(scope: AgencyScope, query: ListQuery): Promise<string> {
  const { from, to } = listRange(query, scope.timeZone);
  return scope.run((tx) =>
    shiftListJsonText(
      tx,
      scope.agencyId,
      sql`s.start_time >= ${from.toISOString()}::timestamptz
        and s.start_time < ${to.toISOString()}::timestamptz ${query.status ? sql`and s.status = ${query.status}` : sql``}`,
    ),
  );
}

export async function getShift(scope: AgencyScope, id: string) {
  return scope.run((tx) => loadShift(tx, scope.agencyId, id));
}

// ---------------------------------------------------------------------------------------------------------
// Creating
// ---------------------------------------------------------------------------------------------------------

function ruleOf(v: {
  recurringPattern: SeriesRule["pattern"] | null;
  recurrenceInterval: number | null;
  recurrenceDaysOfWeek: readonly DayOfWeek[];
  recurringEndDate: string | null;
  recurrenceCount: number | null;
}): SeriesRule {
  return {
    pattern: v.recurringPattern ?? "daily",
    interval: v.recurrenceInterval ?? 1,
    daysOfWeek: v.recurrenceDaysOfWeek,
    endDate: v.recurringEndDate,
    count: v.recurrenceCount,
  };
}

/** Expands a series, or refuses it with the field that has to change. */
function expandSeries(first: Interval, rule: SeriesRule, timeZone: string) {
  if (rule.endDate && rule.endDate < localDateOf(first.start, timeZone))
    throw badRequest(SHIFT_MESSAGES.endDateBeforeStart, {
      recurringEndDate: SHIFT_MESSAGES.endDateBeforeStart,
    });
  const { occurrences, truncated } = seriesOccurrences(first, rule, timeZone, MAX_SERIES_OCCURRENCES);
  const field = rule.count && !rule.endDate ? "recurrenceCount" : "recurringEndDate";
  if (truncated) throw badRequest(SHIFT_MESSAGES.seriesTooLarge, { [field]: SHIFT_MESSAGES.seriesTooLarge });
  if (!occurrences.length) throw badRequest(NO_OCCURRENCES, { recurringEndDate: NO_OCCURRENCES });
  return occurrences;
}

/** Recurrence columns as stored on every occurrence, so any of them can show its series' rule. */
function recurrenceColumns(recurring: boolean, rule: SeriesRule) {
  if (!recurring)
    return {
      isRecurring: false,
      recurringPattern: null,
      recurrenceInterval: 1,
      recurrenceDaysOfWeek: null,
      recurringEndDate: null,
      recurrenceCount: null,
    };
  return {
    isRecurring: true,
    recurringPattern: rule.pattern,
    recurrenceInterval: rule.interval,
    recurrenceDaysOfWeek: rule.pattern === "weekly" ? [...rule.daysOfWeek] : null,
    recurringEndDate: rule.endDate,
    recurrenceCount: rule.count,
  };
}

async function refuseOverlaps(
  tx: Transaction,
  scope: AgencyScope,
  candidates: Candidate[],
  excludeIds: string[] = [],
) {
  const conflicts = await findConflicts(tx, scope.agencyId, candidates, excludeIds);
  if (!conflicts.length) return;
  const names = await membersById(tx, scope.agencyId, [...new Set(conflicts.map((c) => c.userId))]);
  throw overlapError(conflicts, names, scope.timeZone);
}

/**
 * One shift, or every occurrence of a recurring series in one multi-row insert. The first occurrence is
 * the series' parent: the others carry its id as parentShiftId, and all carry it as seriesId.
 */
export async function createShift(scope: AgencyScope, v: ShiftFormValues) {
  const tz = scope.timeZone;
  const first = { start: toInstant(v.startTime, tz), end: toInstant(v.endTime, tz) };
  const rule = ruleOf(v);
  const occurrences = v.isRecurring ? expandSeries(first, rule, tz) : [first];
  const candidates = occurrences.map((o) => ({ userId: v.userId, ...o }));
  if (selfOverlaps(candidates)) throw badRequest(SERIES_OVERLAPS, { endTime: SERIES_OVERLAPS });

  return scope.run(async (tx) => {
    await requireMember(tx, scope.agencyId, v.userId, SHIFT_MESSAGES.userNotMember);
    if (!v.allowOverlap && v.status !== "cancelled") await refuseOverlaps(tx, scope, candidates);

    const ids = occurrences.map(() => randomUUID());
    const base = {
      agencyId: scope.agencyId,
      userId: v.userId,
      title: v.title,
      assignment: v.assignment,
      status: v.status,
      isPaid: v.isPaid,
      hourlyRateCents: v.isPaid && v.hourlyRate !== null ? dollarsToCents(v.hourlyRate) : null,
      paymentStatus: v.paymentStatus,
      ...recurrenceColumns(v.isRecurring, rule),
      seriesId: v.isRecurring ? ids[0] : null,
    } satisfies Partial<NewShift>;
    await insertShifts(
      tx,
      occurrences.map((o, i) => ({
        ...base,
        id: ids[i],
        startTime: o.start,
        endTime: o.end,
        parentShiftId: i === 0 ? null : ids[0],
      })),
    );
    if (v.status !== "cancelled")
      await notifyShiftEvents(tx, scope, [
        {
          kind: "assigned",
          userId: v.userId,
          shifts: occurrences.map((o) => ({ title: v.title, startTime: o.start, endTime: o.end })),
        },
      ]);
    return { ...(await loadShift(tx, scope.agencyId, ids[0])), occurrences: occurrences.length };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Editing
// ---------------------------------------------------------------------------------------------------------

/** The later occurrences of a series (from `row` on), oldest first; a lone shift is its own list. */
async function seriesFrom(tx: Transaction, row: Shift, scopeKind: ShiftEditScope): Promise<Shift[]> {
  if (scopeKind !== "following" || !row.seriesId) return [row];
  return tx
    .select()
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, row.agencyId),
        eq(shifts.seriesId, row.seriesId),
        gte(shifts.startTime, row.startTime),
      ),
    )
    .orderBy(asc(shifts.startTime));
}

/** A started or finished occurrence keeps its record when the rest of the series changes. */
const settled = (s: Shift) => s.status === "completed" || s.checkedIn;

/**
 * Edits one shift, or it and the following occurrences of its series (scope "following"). New times move
 * every following occurrence by the same number of days and to the same wall-clock time; other fields are
 * copied. Turning a lone shift recurring adds the series after it.
 */
export async function updateShift(scope: AgencyScope, id: string, patch: ShiftUpdateValues) {
  const tz = scope.timeZone;
  return scope.run(async (tx) => {
    const row = await findShift(tx, scope.agencyId, id);
    const start = patch.startTime !== undefined ? toInstant(patch.startTime, tz) : row.startTime;
    const end = patch.endTime !== undefined ? toInstant(patch.endTime, tz) : row.endTime;
    const isPaid = patch.isPaid ?? row.isPaid;
    const hourlyRate =
      patch.hourlyRate !== undefined
        ? patch.hourlyRate
        : row.hourlyRateCents === null
          ? null
          : centsToDollars(row.hourlyRateCents);
    const makeRecurring = !row.seriesId && patch.isRecurring === true;
    const rule = ruleOf({
      recurringPattern: patch.recurringPattern ?? null,
      recurrenceInterval: patch.recurrenceInterval ?? null,
      recurrenceDaysOfWeek: patch.recurrenceDaysOfWeek ?? [],
      recurringEndDate: patch.recurringEndDate ?? null,
      recurrenceCount: patch.recurrenceCount ?? null,
    });
    const errors = shiftRuleErrors({
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      isPaid,
      hourlyRate,
      isRecurring: makeRecurring,
      recurringPattern: patch.recurringPattern ?? null,
      recurrenceInterval: patch.recurrenceInterval ?? null,
      recurrenceDaysOfWeek: rule.daysOfWeek,
      recurringEndDate: rule.endDate,
      recurrenceCount: rule.count,
    });
    const firstError = Object.values(errors)[0];
    if (firstError) throw badRequest(firstError, errors);

    const scopeKind = patch.scope ?? "this";
    const targets = (await seriesFrom(tx, row, scopeKind)).filter((s) => s.id === row.id || !settled(s));
    const userId = patch.userId ?? row.userId;
    if (patch.userId && patch.userId !== row.userId)
      await requireMember(tx, scope.agencyId, patch.userId, SHIFT_MESSAGES.userNotMember);

    // New times of each target: the edited occurrence gets the form's times; later ones move alike.
    const timesChanged =
      start.getTime() !== row.startTime.getTime() || end.getTime() !== row.endTime.getTime();
    const dayShift = daysBetween(localDateOf(row.startTime, tz), localDateOf(start, tz));
    const duration = end.getTime() - start.getTime();
    const wallClock = new TZDate(start.getTime(), tz);
    const moved = targets.map((t) => {
      if (!timesChanged) return { id: t.id, start: t.startTime, end: t.endTime };
      if (t.id === row.id) return { id: t.id, start, end };
      const day = new TZDate(addLocalDays(t.startTime, dayShift, tz).getTime(), tz);
      const s = new Date(
        new TZDate(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          wallClock.getHours(),
          wallClock.getMinutes(),
          0,
          0,
          tz,
        ).getTime(),
      );
      return { id: t.id, start: s, end: new Date(s.getTime() + duration) };
    });

    // Adding a series after a lone shift that becomes recurring.
    const additions = makeRecurring ? expandSeries({ start, end }, rule, tz).slice(1) : [];
    const status = patch.status ?? (patch.userId && !row.userId ? "scheduled" : row.status);
    const reassigned = patch.userId !== undefined && patch.userId !== row.userId;
    if (
      userId &&
      status !== "cancelled" &&
      (timesChanged || reassigned || additions.length || row.status === "cancelled")
    ) {
      const candidates = [
        ...moved.map((m) => ({ userId, start: m.start, end: m.end })),
        ...additions.map((a) => ({ userId, ...a })),
      ];
      if (selfOverlaps(candidates)) throw badRequest(SERIES_OVERLAPS, { endTime: SERIES_OVERLAPS });
      if (!patch.allowOverlap)
        await refuseOverlaps(
          tx,
          scope,
          candidates,
          moved.map((m) => m.id),
        );
    }

    const ids = targets.map((t) => t.id);
    const fields: Partial<NewShift> = { updatedAt: new Date() };
    if (patch.title !== undefined) fields.title = patch.title;
    if (patch.assignment !== undefined) fields.assignment = patch.assignment;
    if (patch.userId !== undefined) fields.userId = patch.userId;
    if (status !== row.status || patch.status !== undefined) fields.status = status;
    if (patch.paymentStatus !== undefined) fields.paymentStatus = patch.paymentStatus;
    if (patch.isPaid !== undefined || patch.hourlyRate !== undefined) {
      fields.isPaid = isPaid;
      fields.hourlyRateCents = isPaid && hourlyRate !== null ? dollarsToCents(hourlyRate) : null;
    }
    if (makeRecurring) Object.assign(fields, recurrenceColumns(true, rule), { seriesId: row.id });
    await tx
      .update(shifts)
      .set(fields)
      .where(and(eq(shifts.agencyId, scope.agencyId), inArray(shifts.id, ids)));
    if (timesChanged) await setTimes(tx, scope.agencyId, moved);
    if (additions.length && userId) {
      const title = fields.title ?? row.title;
      await insertShifts(
        tx,
        additions.map((a) => ({
          agencyId: scope.agencyId,
          id: randomUUID(),
          userId,
          title,
          assignment: fields.assignment !== undefined ? fields.assignment : row.assignment,
          status: status === "active" || status === "completed" ? "scheduled" : status,
          isPaid,
          hourlyRateCents:
            fields.hourlyRateCents !== undefined ? fields.hourlyRateCents : row.hourlyRateCents,
          paymentStatus: patch.paymentStatus ?? row.paymentStatus,
          ...recurrenceColumns(true, rule),
          seriesId: row.id,
          parentShiftId: row.id,
          startTime: a.start,
          endTime: a.end,
        })),
      );
    }
    if (reassigned && row.status === "pending_approval") await closeCoverage(tx, scope, row.id);

    await notifyShiftEvents(
      tx,
      scope,
      updateEvents(targets, moved, additions, {
        title: fields.title ?? null,
        assignment: fields.assignment,
        userId,
        status,
        timesChanged,
      }),
    );
    return loadShift(tx, scope.agencyId, row.id);
  });
}

/** New start and end per row in one statement (each following occurrence moves to its own day). */
async function setTimes(
  tx: Transaction,
  agencyId: string,
  moved: Array<{ id: string; start: Date; end: Date }>,
) {
  for (let i = 0; i < moved.length; i += 1000) {
    const slice = moved.slice(i, i + 1000);
    await tx.execute(sql`
      update shifts as s set start_time = v.st, end_time = v.en, updated_at = now()
      from unnest(
        ${`{${slice.map((m) => m.id).join(",")}}`}::uuid[],
        ${`{${slice.map((m) => m.start.toISOString()).join(",")}}`}::timestamptz[],
        ${`{${slice.map((m) => m.end.toISOString()).join(",")}}`}::timestamptz[]
      ) as v(id, st, en)
      where s.agency_id = ${agencyId} and s.id = v.id`);
  }
}

/** A manager assigning a pending pick-up to someone directly closes the pick-up and the coverage request. */
async function closeCoverage(tx: Transaction, scope: AgencyScope, shiftId: string) {
  const now = new Date();
  await tx
    .update(shiftBids)
    .set({ status: "rejected", approvedById: scope.userId, approvedAt: now, updatedAt: now })
    .where(
      and(
        eq(shiftBids.agencyId, scope.agencyId),
        eq(shiftBids.shiftId, shiftId),
        eq(shiftBids.status, "pending"),
      ),
    );
  await tx
    .update(shiftSwaps)
    .set({ status: "approved", approvedById: scope.userId, approvedAt: now, updatedAt: now })
    .where(
      and(
        eq(shiftSwaps.agencyId, scope.agencyId),
        eq(shiftSwaps.shiftId, shiftId),
        eq(shiftSwaps.status, "pending"),
      ),
    );
}

/** Who hears about an edit: the new member (assigned), the previous one (unassigned), or the same one (changed or cancelled). */
function updateEvents(
  before: Shift[],
  moved: Array<{ id: string; start: Date; end: Date }>,
  additions: Interval[],
  after: {
    title: string | null;
    assignment: string | null | undefined;
    userId: string | null;
    status: ShiftStatus;
    timesChanged: boolean;
  },
): ShiftEvent[] {
  const events: ShiftEvent[] = [];
  const times = new Map(moved.map((m) => [m.id, m]));
  for (const old of before) {
    const t = times.get(old.id);
    const next = {
      title: after.title ?? old.title,
      startTime: t?.start ?? old.startTime,
      endTime: t?.end ?? old.endTime,
    };
    const previous = { title: old.title, startTime: old.startTime, endTime: old.endTime };
    if (old.userId !== after.userId) {
      if (old.userId && old.status !== "cancelled")
        events.push({ kind: "unassigned", userId: old.userId, shifts: [previous] });
      if (after.userId && after.status !== "cancelled")
        events.push({ kind: "assigned", userId: after.userId, shifts: [next] });
      continue;
    }
    if (!after.userId) continue;
    if (after.status === "cancelled" && old.status !== "cancelled") {
      events.push({ kind: "cancelled", userId: after.userId, shifts: [previous] });
      continue;
    }
    const what: string[] = [];
    if (after.timesChanged) what.push("time");
    if (after.title !== null && after.title !== old.title) what.push("title");
    if (after.assignment !== undefined && after.assignment !== old.assignment) what.push("assignment");
    if (what.length && after.status !== "cancelled")
      events.push({
        kind: "changed",
        userId: after.userId,
        shifts: [next],
        detail: capitalize(what.join(", ")),
      });
  }
  if (additions.length && after.userId && after.status !== "cancelled")
    events.push({
      kind: "assigned",
      userId: after.userId,
      shifts: additions.map((a) => ({
        title: after.title ?? before[0].title,
        startTime: a.start,
        endTime: a.end,
      })),
    });
  return events;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------------------------------------
// Deleting
// ---------------------------------------------------------------------------------------------------------

/** Deletes one shift, or it and the following occurrences of its series; their members hear it was cancelled. */
export async function deleteShift(scope: AgencyScope, id: string, scopeKind: ShiftEditScope) {
  return scope.run(async (tx) => {
    const row = await findShift(tx, scope.agencyId, id);
    const targets = await seriesFrom(tx, row, scopeKind);
    const ids = targets.map((t) => t.id);
    for (let i = 0; i < ids.length; i += 1000)
      await tx
        .delete(shifts)
        .where(and(eq(shifts.agencyId, scope.agencyId), inArray(shifts.id, ids.slice(i, i + 1000))));
    await notifyShiftEvents(
      tx,
      scope,
      targets
        .filter((t) => t.userId && t.status !== "cancelled")
        .map((t) => ({
          kind: "cancelled" as const,
          userId: t.userId as string,
          shifts: [{ title: t.title, startTime: t.startTime, endTime: t.endTime }],
        })),
    );
    return { deleted: ids.length };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Fire rotations
// ---------------------------------------------------------------------------------------------------------

/**
 * Generates a rotation's 24-hour shifts for the chosen platoons, one per member per duty day, in one
 * multi-row insert. Each member's shifts form a series (so "this and following" edits work on them).
 */
export async function createRotation(scope: AgencyScope, v: RotationValues) {
  const tz = scope.timeZone;
  const used = ROTATIONS[v.pattern].platoons;
  const platoons = Object.fromEntries(used.map((p) => [p, v.platoons[p] ?? []]));
  const generated = rotationShifts(v.pattern, v.startDate, v.endDate, v.startTime, platoons, tz);
  if (generated.length > MAX_ROTATION_SHIFTS)
    throw badRequest(ROTATION_MESSAGES.tooMany, { endDate: ROTATION_MESSAGES.tooMany });
  const memberIds = [...new Set(Object.values(platoons).flat())];

  return scope.run(async (tx) => {
    const members = await membersById(tx, scope.agencyId, memberIds);
    const missing = memberIds.find((id) => !members.has(id));
    if (missing)
      throw badRequest(SHIFT_MESSAGES.userNotMember, {
        platoons: SHIFT_MESSAGES.userNotMember,
        userId: SHIFT_MESSAGES.userNotMember,
      });
    if (!v.allowOverlap) await refuseOverlaps(tx, scope, generated);

    const seriesOf = new Map(memberIds.map((id) => [id, randomUUID()]));
    const parentOf = new Map<string, string>();
    const rows: NewShift[] = generated.map((g) => {
      const id = randomUUID();
      const parent = parentOf.get(g.userId);
      if (!parent) parentOf.set(g.userId, id);
      return {
        agencyId: scope.agencyId,
        id,
        userId: g.userId,
        title: `${g.platoon} Platoon - 24 Hour`,
        startTime: g.start,
        endTime: g.end,
        assignment: v.assignment,
        status: "scheduled",
        seriesId: seriesOf.get(g.userId),
        parentShiftId: parent ?? null,
      };
    });
    await insertShifts(tx, rows);

    const byMember = new Map<string, ShiftEvent>();
    for (const r of rows) {
      const userId = r.userId as string;
      const event = byMember.get(userId) ?? { kind: "assigned" as const, userId, shifts: [] };
      event.shifts.push({ title: r.title, startTime: r.startTime, endTime: r.endTime });
      byMember.set(userId, event);
    }
    await notifyShiftEvents(tx, scope, [...byMember.values()]);
    return {
      created: rows.length,
      pattern: v.pattern,
      startDate: v.startDate,
      endDate: v.endDate,
      members: memberIds.length,
    };
  });
}
