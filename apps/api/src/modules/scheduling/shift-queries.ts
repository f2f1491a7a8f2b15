/** Queries and shapes the scheduling services share: a shift with its member, overlap checks, members. */

import { MAX_SHIFT_HOURS, SHIFT_LIST_FIELDS, type ShiftDto, shiftSchema } from "@rollcall/shared/scheduling";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { pgArray } from "../../lib/sql";
import type { AgencyScope } from "../../plugins/auth";
import { currentManagers } from "../users";
import { describeShifts, type ShiftRef } from "./shift-notifications";

export const SHIFT_NOT_FOUND = "Shift not found";

type ShiftMember = NonNullable<ShiftDto["user"]>;

/** The member object of a shift (shiftMemberSchema), from users u. */
const MEMBER_SQL = {
  id: "u.id",
  firstName: "u.first_name",
  lastName: "u.last_name",
  role: "u.role",
} satisfies Record<keyof ShiftMember, string>;

/**
 * The API's shift (shiftSchema in @rollcall/shared/scheduling): one SQL expression per key, over `shifts s`,
 * `m` (the member's JSON, `m.j`) and the seat's names (SEAT_JOINS). TypeScript refuses a schema key without an expression here, and a key
 * the schema does not have. PostgreSQL turns the row into JSON: times as ISO 8601 in UTC
 * ("2030-01-06T07:00:00+00:00": withAgency() pins the transaction's TimeZone to UTC), hourlyRate in dollars
 * ("28.50", stored as cents), totalHours with one decimal (stored as minutes).
 */
const SHIFT_SQL = {
  id: "s.id",
  title: "s.title",
  userId: "s.user_id",
  user: "m.j",
  startTime: "s.start_time",
  endTime: "s.end_time",
  assignment: "s.assignment",
  equipmentId: "s.equipment_id",
  stationId: "s.station_id",
  positionId: "s.position_id",
  // seatLabel() of @rollcall/shared/board: "Engine 1 · Driver/Operator", "Engine 1", else the station's name.
  seatLabel: "case when se.name is not null then se.name || coalesce(' · ' || sp.name, '') else sst.name end",
  status: "s.status",
  isRecurring: "s.is_recurring",
  recurringPattern: "s.recurring_pattern",
  recurrenceInterval: "s.recurrence_interval",
  recurrenceDaysOfWeek: "s.recurrence_days_of_week",
  recurringEndDate: "s.recurring_end_date",
  recurrenceCount: "s.recurrence_count",
  parentShiftId: "s.parent_shift_id",
  seriesId: "s.series_id",
  isPaid: "s.is_paid",
  hourlyRate:
    "case when s.hourly_rate_cents is null then null else to_char(s.hourly_rate_cents / 100.0, 'FM9999999990.00') end",
  paymentStatus: "s.payment_status",
  actualStartTime: "s.actual_start_time",
  actualEndTime: "s.actual_end_time",
  checkedIn: "s.checked_in",
  totalHours: "round(s.total_minutes / 60.0, 1)",
  createdAt: "s.created_at",
  updatedAt: "s.updated_at",
} satisfies Record<keyof ShiftDto, string>;

/** The apparatus `se`, riding position `sp` and station `sst` a shift names, for its seat label: primary-key probes. */
const SEAT_JOINS = sql.raw(`left join equipment se on se.agency_id = s.agency_id and se.id = s.equipment_id
  left join apparatus_positions sp on sp.agency_id = s.agency_id and sp.id = s.position_id
  left join stations sst on sst.agency_id = s.agency_id and sst.id = s.station_id`);

/** `expr as "key", ...` for the given keys of a map, in their order (the JSON's key order). */
const selectList = <K extends string>(map: Record<K, string>, keys: readonly K[]) =>
  keys.map((key) => `${map[key]} as "${key}"`).join(", ");

/** Every single-shift endpoint answers every key; the week list answers SHIFT_LIST_FIELDS. */
const SHIFT_COLUMNS = sql.raw(selectList(SHIFT_SQL, Object.keys(shiftSchema.shape) as Array<keyof ShiftDto>));
const LIST_COLUMNS = sql.raw(selectList(SHIFT_SQL, SHIFT_LIST_FIELDS));
const MEMBER_COLUMNS = sql.raw(selectList(MEMBER_SQL, Object.keys(MEMBER_SQL) as Array<keyof ShiftMember>));

/**
 * The agency's members as `m(id, j)`, j being a shift's "user" object; materialized: built exactly once each.
 * The week list joins it (PostgreSQL's JSON output costs per value, so each member's JSON is built once per
 * member instead of once per shift).
 */
const membersJson = (agencyId: string) => sql`with m as materialized (
  select u.id, row_to_json(r) as j from users u cross join lateral (select ${MEMBER_COLUMNS}) r
  where u.agency_id = ${agencyId})`;

/** The shift's own member as `m(j)`, for the few shifts of the single-shift reads. */
const memberJsonOfShift = sql`left join lateral (
  select row_to_json(r) as j from users u cross join lateral (select ${MEMBER_COLUMNS}) r
  where u.agency_id = s.agency_id and u.id = s.user_id) m on true`;

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
    sql`select row_to_json(t) as shift from (select ${SHIFT_COLUMNS} from shifts s ${memberJsonOfShift} ${SEAT_JOINS}
      where ${where} order by s.start_time, s.title limit ${limit}) t`,
  );
  return rowsOf<{ shift: ShiftDto }>(result).map((r) => r.shift);
}

/**
 * The week list's statement: one row per shift, `j` its ShiftListItem JSON (shiftListItemSchema's keys, in
 * its order), soonest first (see bench/).
 */
export const shiftListQuery = (agencyId: string, where: SQL) => sql`${membersJson(agencyId)}
  select row_to_json(t)::text as j from (select ${LIST_COLUMNS}
    from shifts s left join m on m.id = s.user_id ${SEAT_JOINS}
    where s.agency_id = ${agencyId} and ${where}
    order by s.start_time, s.title) t`;

/**
 * The agency's shifts matching `where` (on alias s) as the UTF-8 bytes of a ShiftListItem array's JSON: the week
 * list, with no per-row work in JavaScript beyond copying PostgreSQL's texts (one row each: cheaper to receive
 * than a single megabyte value) into one buffer. The bytes are what shiftListItemSchema would serialize
 * (week-list.test.ts checks it), so the route sends them as they are. Bytes, not a joined string: a string of
 * half a megabyte is a fresh large object for V8 on every request, and the ETag's hash and the compression
 * would each turn it into bytes again (docs/performance.md, "Mixed load").
 */
export async function shiftListJson(tx: Transaction, agencyId: string, where: SQL): Promise<Buffer> {
  const texts = rowsOf<{ j: string }>(await tx.execute(shiftListQuery(agencyId, where))).map((r) => r.j);
  let size = 2 + Math.max(0, texts.length - 1);
  for (const text of texts) size += Buffer.byteLength(text);
  const json = Buffer.allocUnsafe(size);
  let at = json.write("[");
  texts.forEach((text, i) => {
    if (i > 0) at += json.write(",", at);
    at += json.write(text, at);
  });
  json.write("]", at);
  return json;
}

/**
 * The stored row, locked for a change until the transaction ends (two concurrent pick-ups, or two edits made
 * against the same version, cannot both succeed); 404 when it is not this agency's.
 */
export async function lockShift(tx: Transaction, agencyId: string, id: string): Promise<Shift> {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.agencyId, agencyId), eq(shifts.id, id)))
    .for("update");
  if (!row) throw notFound(SHIFT_NOT_FOUND);
  return row;
}

/** A member as a shift names them (shiftMemberSchema). */
export type Member = ShiftMember;

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

/** The ids of the agency's current admins and officers (users' own query), for notifying them. */
export async function managerIds(tx: Transaction, agencyId: string): Promise<string[]> {
  return (await currentManagers(tx, agencyId)).map((r) => r.id);
}

export const fullName = (m: { firstName: string; lastName: string } | null | undefined) =>
  m ? `${m.firstName} ${m.lastName}`.trim() : "A member";

export type Candidate = { userId: string; start: Date; end: Date };
export type Conflict = ShiftRef & { id: string; userId: string };

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

/** Refuses (409) when any candidate overlaps an existing shift of the same member, naming the shift(s). */
export async function refuseOverlaps(
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
