/**
 * Shifts: the week list, one shift, create (one shift or a whole recurring series in one insert), edit and
 * delete (one occurrence or it and the following ones). Series rules live in series.ts, fire rotations in
 * rotations.service.ts, coverage requests and pick-ups in open-shifts.service.ts.
 */
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { centsToDecimal, dollarsToCents } from "@rollcall/shared/money";
import {
  MAX_LIST_RANGE_DAYS,
  SHIFT_MESSAGES,
  type ShiftEditScope,
  type ShiftFormValues,
  type ShiftStatus,
  shiftFields,
  shiftRuleErrors,
  type shiftUpdateSchema,
} from "@rollcall/shared/scheduling";
import { format, startOfWeek } from "date-fns";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { type NewShift, type Shift, shifts } from "../../db/schema/scheduling";
import { addDaysIso, dayRange, daysBetween, wallClockInstant } from "../../lib/dates";
import { badRequest } from "../../lib/errors";
import { assertVersion } from "../../lib/versions";
import type { AgencyScope } from "../../plugins/auth";
import { closeCoverage } from "./open-shifts.service";
import { resolveSeat } from "./seats";
import {
  expandSeries,
  movedTimes,
  recurrenceColumns,
  ruleOf,
  SERIES_OVERLAPS,
  seriesFrom,
  setTimes,
  settled,
} from "./series";
import { notifyShiftEvents, updateEvents } from "./shift-notifications";
import {
  insertShifts,
  loadShift,
  lockShift,
  refuseOverlaps,
  requireMember,
  selfOverlaps,
  shiftListJson,
} from "./shift-queries";
import { announceShifts } from "./shift-webhooks";

export type ShiftUpdateValues = z.output<typeof shiftUpdateSchema>;

const LIST_RANGE = `Choose a range of at most ${MAX_LIST_RANGE_DAYS} days`;
const LIST_ORDER = "End date must be on or after the start date";

// ---------------------------------------------------------------------------------------------------------
// The form's fields stored as they are
// ---------------------------------------------------------------------------------------------------------

/** Form fields the server converts before storing: times, the rate (dollars to cents), the series rule. */
const CONVERTED = [
  "startTime",
  "endTime",
  "hourlyRate",
  "isRecurring",
  "recurringPattern",
  "recurrenceInterval",
  "recurrenceDaysOfWeek",
  "recurringEndDate",
  "recurrenceCount",
] as const satisfies ReadonlyArray<keyof typeof shiftFields>;
type StoredField = Exclude<keyof typeof shiftFields, (typeof CONVERTED)[number]>;
type StoredValues = Pick<ShiftFormValues, StoredField>;

/**
 * Every other form field (title, userId, assignment, status, isPaid, paymentStatus, and any field added to
 * shiftFields) is stored as it is, in the shifts column of the same name: create, edit and the occurrences an
 * edit adds copy them without naming them. The type refuses a form field that has no such column.
 */
const STORED_FIELDS: ReadonlyArray<StoredField & keyof NewShift> = Object.keys(shiftFields).filter(
  (key): key is StoredField => !(CONVERTED as readonly string[]).includes(key),
);

/** The stored-as-is fields `values` carries (an edit's absent ones left out). */
function storedFields(values: Partial<Record<StoredField, unknown>>): Partial<StoredValues> {
  return Object.fromEntries(
    STORED_FIELDS.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------

export type ListQuery = { startDate?: string; endDate?: string; status?: ShiftStatus };

/** Dates default to the agency's current week (Monday to Sunday). */
function listRange(query: ListQuery, timeZone: string) {
  const monday = format(startOfWeek(new TZDate(Date.now(), timeZone), { weekStartsOn: 1 }), "yyyy-MM-dd");
  const startDate = query.startDate ?? (query.endDate ? addDaysIso(query.endDate, -6) : monday);
  const endDate = query.endDate ?? addDaysIso(startDate, 6);
  if (endDate < startDate) throw badRequest(LIST_ORDER, { endDate: LIST_ORDER });
  if (daysBetween(startDate, endDate) + 1 > MAX_LIST_RANGE_DAYS)
    throw badRequest(LIST_RANGE, { endDate: LIST_RANGE });
  const { start, end } = dayRange(startDate, endDate, timeZone);
  return { from: start, to: end };
}

/**
 * Shifts starting within the range (agency-local days) as the JSON bytes of a ShiftListItem array, each with
 * its member's name. One indexed range scan on (agency_id, start_time).
 */
export async function listShifts(scope: AgencyScope, query: ListQuery): Promise<Buffer> {
  const { from, to } = listRange(query, scope.timeZone);
  return scope.run((tx) =>
    shiftListJson(
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

/**
 * One shift, or every occurrence of a recurring series in one multi-row insert. The first occurrence is
 * the series' parent: the others carry its id as parentShiftId, and all carry it as seriesId.
 */
export async function createShift(scope: AgencyScope, v: ShiftFormValues) {
  const tz = scope.timeZone;
  const first = { start: wallClockInstant(v.startTime, tz), end: wallClockInstant(v.endTime, tz) };
  const rule = ruleOf(v);
  const occurrences = v.isRecurring ? expandSeries(first, rule, tz) : [first];
  const candidates = occurrences.map((o) => ({ userId: v.userId, ...o }));
  if (selfOverlaps(candidates)) throw badRequest(SERIES_OVERLAPS, { endTime: SERIES_OVERLAPS });

  return scope.run(async (tx) => {
    await requireMember(tx, scope.agencyId, v.userId, SHIFT_MESSAGES.userNotMember);
    const seat = await resolveSeat(tx, scope.agencyId, {
      equipmentId: v.equipmentId,
      stationId: v.stationId,
      positionId: v.positionId,
    });
    if (!v.allowOverlap && v.status !== "cancelled") await refuseOverlaps(tx, scope, candidates);

    const ids = occurrences.map(() => randomUUID());
    const base = {
      ...(storedFields(v) as StoredValues),
      ...seat,
      agencyId: scope.agencyId,
      hourlyRateCents: v.isPaid && v.hourlyRate !== null ? dollarsToCents(v.hourlyRate) : null,
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
    await announceShifts(tx, scope.agencyId, "shift.created", ids);
    return { ...(await loadShift(tx, scope.agencyId, ids[0])), occurrences: occurrences.length };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Editing
// ---------------------------------------------------------------------------------------------------------

/**
 * The shift an edit or delete is about, locked until the transaction ends; 412 with the shift as GET answers
 * it when the write was made against another version (If-Match). The version is the named shift's alone:
 * the following occurrences of a series change with it.
 */
async function lockVersioned(tx: Transaction, agencyId: string, id: string, version: Date | undefined) {
  const row = await lockShift(tx, agencyId, id);
  await assertVersion(version, row.updatedAt, () => loadShift(tx, agencyId, id));
  return row;
}

/**
 * Edits one shift, or it and the following occurrences of its series (scope "following"). New times move
 * every following occurrence by the same number of days and to the same wall-clock time; other fields are
 * copied. Turning a lone shift recurring adds the series after it.
 */
export async function updateShift(scope: AgencyScope, id: string, patch: ShiftUpdateValues, version?: Date) {
  const tz = scope.timeZone;
  return scope.run(async (tx) => {
    const row = await lockVersioned(tx, scope.agencyId, id, version);
    const start = patch.startTime !== undefined ? wallClockInstant(patch.startTime, tz) : row.startTime;
    const end = patch.endTime !== undefined ? wallClockInstant(patch.endTime, tz) : row.endTime;
    const isPaid = patch.isPaid ?? row.isPaid;
    const hourlyRate =
      patch.hourlyRate !== undefined
        ? patch.hourlyRate
        : row.hourlyRateCents === null
          ? null
          : centsToDecimal(row.hourlyRateCents);
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
    const seat = await editedSeat(tx, scope.agencyId, row, patch);

    // New times of each target: the edited occurrence gets the form's times; later ones move alike.
    const timesChanged =
      start.getTime() !== row.startTime.getTime() || end.getTime() !== row.endTime.getTime();
    const moved = movedTimes(row, targets, start, end, tz);

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

    // What changes on every target (and what the added occurrences take over).
    const changes: Partial<NewShift> = { ...storedFields(patch), ...seat };
    if (status !== row.status || patch.status !== undefined) changes.status = status;
    if (patch.isPaid !== undefined || patch.hourlyRate !== undefined) {
      changes.isPaid = isPaid;
      changes.hourlyRateCents = isPaid && hourlyRate !== null ? dollarsToCents(hourlyRate) : null;
    }
    if (makeRecurring) Object.assign(changes, recurrenceColumns(true, rule), { seriesId: row.id });
    await tx
      .update(shifts)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(shifts.agencyId, scope.agencyId),
          inArray(
            shifts.id,
            targets.map((t) => t.id),
          ),
        ),
      );
    if (timesChanged) await setTimes(tx, scope.agencyId, moved);
    const addedIds = additions.map(() => randomUUID());
    if (additions.length && userId) {
      await insertShifts(
        tx,
        additions.map((a, i) => ({
          ...storedFields(row),
          hourlyRateCents: row.hourlyRateCents,
          ...changes,
          agencyId: scope.agencyId,
          id: addedIds[i],
          title: changes.title ?? row.title,
          userId,
          status: status === "active" || status === "completed" ? "scheduled" : status,
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
        title: changes.title ?? null,
        assignment: changes.assignment,
        userId,
        status,
        timesChanged,
      }),
    );
    const cancelled = status === "cancelled" && row.status !== "cancelled";
    await announceShifts(
      tx,
      scope.agencyId,
      cancelled ? "shift.cancelled" : "shift.updated",
      targets.map((t) => t.id),
    );
    if (additions.length && userId) await announceShifts(tx, scope.agencyId, "shift.created", addedIds);
    return loadShift(tx, scope.agencyId, row.id);
  });
}

/**
 * The seat after an edit, or nothing when the edit names none of its fields. A new apparatus without a
 * position leaves the old apparatus's seat; a new apparatus or position without a station takes the
 * apparatus's station.
 */
async function editedSeat(tx: Transaction, agencyId: string, row: Shift, patch: ShiftUpdateValues) {
  if (patch.equipmentId === undefined && patch.stationId === undefined && patch.positionId === undefined)
    return {};
  const newApparatus = patch.equipmentId !== undefined && patch.equipmentId !== row.equipmentId;
  const newPosition = !!patch.positionId && patch.positionId !== row.positionId;
  const positionId = patch.positionId !== undefined ? patch.positionId : newApparatus ? null : row.positionId;
  const equipmentId =
    patch.equipmentId !== undefined ? patch.equipmentId : patch.positionId ? null : row.equipmentId;
  const stationId =
    patch.stationId !== undefined ? patch.stationId : newApparatus || newPosition ? null : row.stationId;
  return resolveSeat(tx, agencyId, { equipmentId, stationId, positionId }, row);
}

// ---------------------------------------------------------------------------------------------------------
// Deleting
// ---------------------------------------------------------------------------------------------------------

/** Deletes one shift, or it and the following occurrences of its series; their members hear it was cancelled. */
export async function deleteShift(scope: AgencyScope, id: string, scopeKind: ShiftEditScope, version?: Date) {
  return scope.run(async (tx) => {
    const row = await lockVersioned(tx, scope.agencyId, id, version);
    const targets = await seriesFrom(tx, row, scopeKind);
    const ids = targets.map((t) => t.id);
    // Announced as they were, before they are gone.
    await announceShifts(
      tx,
      scope.agencyId,
      "shift.cancelled",
      targets.filter((t) => t.status !== "cancelled").map((t) => t.id),
    );
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
