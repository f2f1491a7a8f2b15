/** Queries and shapes the scheduling services share: a shift with its member, overlap checks, members. */

import { MANAGER_ROLES, type Role } from "@rollcall/shared/roles";
import { MAX_SHIFT_HOURS, type ShiftDto } from "@rollcall/shared/scheduling";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { describeShifts, type ShiftRef } from "./shift-notifications";

export const SHIFT_NOT_FOUND = "Shift not found";

/**
 * The API's shift, selected from `shifts s left join users u` under the spec's field names and turned into
 * JSON by PostgreSQL: times as ISO 8601 in UTC ("2030-01-06T07:00:00+00:00": withAgency() pins the
 * transaction's TimeZone to UTC), hourlyRate in dollars ("28.50", stored as cents), totalHours with one
 * decimal (stored as minutes). Every single-shift endpoint answers this shape; the week list answers the
 * subset in SHIFT_LIST_FIELDS (LIST_COLUMNS below).
 */
const SHIFT_COLUMNS = sql.raw(`s.id, s.title, s.user_id as "userId",
  case when u.id is null then null
    else json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'role', u.role) end as "user",
  s.start_time as "startTime", s.end_time as "endTime", s.assignment, s.status,
  s.is_recurring as "isRecurring", s.recurring_pattern as "recurringPattern",
  s.recurrence_interval as "recurrenceInterval", s.recurrence_days_of_week as "recurrenceDaysOfWeek",
  s.recurring_end_date as "recurringEndDate", s.recurrence_count as "recurrenceCount",
  s.parent_shift_id as "parentShiftId", s.series_id as "seriesId", s.is_paid as "isPaid",
  case when s.hourly_rate_cents is null then null
    else to_char(s.hourly_rate_cents / 100.0, 'FM9999999990.00') end as "hourlyRate",
  s.payment_status as "paymentStatus", s.actual_start_time as "actualStartTime",
  s.actual_end_time as "actualEndTime", s.checked_in as "checkedIn",
  round(s.total_minutes / 60.0, 1) as "totalHours", s.created_at as "createdAt", s.updated_at as "updatedAt"
  from shifts s left join users u on u.agency_id = s.agency_id and u.id = s.user_id`);

/**
 * The week list's columns (SHIFT_LIST_FIELDS, same names and renderings as above). PostgreSQL's JSON output
 * costs per value, so a week of a thousand shifts carries only what the calendar reads; the member's JSON
 * comes ready-made from membersJson, built once per member instead of once per shift.
 */
const LIST_COLUMNS = sql.raw(`s.id, s.title, s.user_id as "userId", m.j as "user",
  s.start_time as "startTime", s.end_time as "endTime", s.assignment, s.status, s.is_paid as "isPaid",
  case when s.hourly_rate_cents is null then null
    else to_char(s.hourly_rate_cents / 100.0, 'FM9999999990.00') end as "hourlyRate",
  s.series_id as "seriesId"`);

/** The agency's members as `m(id, j)`, j being a shift's "user" object; materialized: built exactly once each. */
const membersJson = (agencyId: string) => sql`with m as materialized (
  select u.id, row_to_json(r) as j from users u
    cross join lateral (select u.id, u.first_name as "firstName", u.last_name as "lastName", u.role) r
  where u.agency_id = ${agencyId})`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One shift as the API answers it; 404 when it is not this agency's. */
export async function loadShift(tx: Transaction, agencyId: string, id: string): Promise<ShiftDto> {
  const [shift] = await loadShifts(tx, sql`s.agency_id = ${agencyId} and s.id = ${id}`, 1);
  if (!shift) throw notFound(SHIFT_NOT_FOUND);
  return shift;
}

/** Shifts matching `where` (on alias s), soonest first. */
export async function loadShifts(tx: Transaction, where: SQL, limit = 1000): Promise<ShiftDto[]> {
  const result = await tx.execute(
    sql`select row_to_json(t) as shift from (select ${SHIFT_COLUMNS} where ${where}
      order by s.start_time, s.title limit ${limit}) t`,
  );
  return rowsOf<{ shift: ShiftDto }>(result).map((r) => r.shift);
}

/** The week list's statement: one row per shift, `j` its ShiftListItem JSON, soonest first (see bench/). */
export const shiftListQuery = (agencyId: string, where: SQL) => sql`${membersJson(agencyId)}
  select row_to_json(t)::text as j from (select ${LIST_COLUMNS}
    from shifts s left join m on m.id = s.user_id
    where s.agency_id = ${agencyId} and ${where}
    order by s.start_time, s.title) t`;

/**
 * The agency's shifts matching `where` (on alias s) as the JSON text of a ShiftListItem array: the week list,
 * with no per-row work in JavaScript beyond joining PostgreSQL's texts (one row each: cheaper to receive
 * than a single megabyte value).
 */
export async function shiftListJsonText(tx: Transaction, agencyId: string, where: SQL): Promise<string> {
  const result = await tx.execute(shiftListQuery(agencyId, where));
  return `[${rowsOf<{ j: string }>(result)
    .map((r) => r.j)
    .join(",")}]`;
}

/** The stored row, for changes; 404 when it is not this agency's. */
export async function findShift(tx: Transaction, agencyId: string, id: string): Promise<Shift> {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.agencyId, agencyId), eq(shifts.id, id)));
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  return row;
}

/** Locks the shift row for a state change, so two concurrent pick-ups cannot both succeed. */
export async function lockShift(tx: Transaction, agencyId: string, id: string): Promise<Shift> {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.agencyId, agencyId), eq(shifts.id, id)))
    .for("update");
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  return row;
}

export type Member = { id: string; firstName: string; lastName: string; role: Role };

/** A current member of the agency, or a 400 on the userId field (another agency's member is not visible here). */
export async function requireMember(
  tx: Transaction,
  agencyId: string,
  userId: string,
  message: string,
): Promise<Member> {
  const [member] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)));
  if (!member) throw badRequest(message, { userId: message });
  return member;
}

export async function membersById(tx: Transaction, agencyId: string, ids: string[]) {
  if (!ids.length) return new Map<string, Member>();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), inArray(users.id, ids), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function managerIds(tx: Transaction, agencyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.agencyId, agencyId), inArray(users.role, [...MANAGER_ROLES]), isNull(users.deletedAt)),
    );
  return rows.map((r) => r.id);
}

export const fullName = (m: { firstName: string; lastName: string } | null | undefined) =>
  m ? `${m.firstName} ${m.lastName}`.trim() : "A member";

export type Candidate = { userId: string; start: Date; end: Date };
export type Conflict = ShiftRef & { id: string; userId: string };

/** A PostgreSQL array literal for uuids or ISO timestamps (neither needs quoting), sent as one parameter. */
const pgArray = (values: string[]) => `{${values.join(",")}}`;

/**
 * Existing shifts (not cancelled) that overlap any candidate of the same member. One statement whatever the
 * number of candidates: each probes the (agency_id, user_id, start_time) index.
 */
export async function findConflicts(
  tx: Transaction,
  agencyId: string,
  candidates: Candidate[],
  excludeIds: string[] = [],
): Promise<Conflict[]> {
  if (!candidates.length) return [];
  const result = await tx.execute(sql`
    select distinct s.id, s.title, s.start_time as "startTime", s.end_time as "endTime", s.user_id as "userId"
    from unnest(
      ${pgArray(candidates.map((c) => c.userId))}::uuid[],
      ${pgArray(candidates.map((c) => c.start.toISOString()))}::timestamptz[],
      ${pgArray(candidates.map((c) => c.end.toISOString()))}::timestamptz[]
    ) as c(user_id, st, en)
    join shifts s on s.agency_id = ${agencyId} and s.user_id = c.user_id
      and s.start_time < c.en and s.end_time > c.st
      and s.start_time > c.st - ${MAX_SHIFT_HOURS}::int * interval '1 hour'
      and s.status <> 'cancelled'
    where not (s.id = any(${pgArray(excludeIds)}::uuid[]))
    order by "startTime"
    limit 20`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return rows.map((r) => ({
    id: String(r.id),
    title: String(r.title),
    userId: String(r.userId),
    startTime: new Date(r.startTime as string | Date),
    endTime: new Date(r.endTime as string | Date),
  }));
}

/** The double-booking warning: 409 naming the conflicting shift(s), also as the userId field's error. */
export function overlapError(conflicts: Conflict[], names: Map<string, Member>, timeZone: string) {
  const byUser = new Map<string, Conflict[]>();
  for (const c of conflicts) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c]);
  const parts = [...byUser.entries()].map(([userId, list]) => {
    const shown = list.slice(0, 3).map((c) => describeShifts([c], timeZone));
    const more = list.length > 3 ? ` and ${list.length - 3} more` : "";
    return `${fullName(names.get(userId))} is already scheduled for ${shown.join("; ")}${more}`;
  });
  const message = `${parts.join(". ")}.`;
  return conflict(message, { userId: message });
}

/** Overlaps among the new shifts themselves (a series whose shifts run into each other). */
export function selfOverlaps(candidates: Candidate[]): boolean {
  const byUser = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const list = byUser.get(c.userId);
    if (list) list.push(c);
    else byUser.set(c.userId, [c]);
  }
  for (const list of byUser.values()) {
    list.sort((a, b) => a.start.getTime() - b.start.getTime());
    for (let i = 1; i < list.length; i++) if (list[i].start < list[i - 1].end) return true;
  }
  return false;
}

/** Inserts in slices that stay under PostgreSQL's 65,535 parameters per statement. */
export async function insertShifts(tx: Transaction, rows: Array<typeof shifts.$inferInsert>) {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(shifts).values(rows.slice(i, i + 1000));
}
