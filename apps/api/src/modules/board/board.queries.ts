/**
 * The reads the board's services share: the shifts at an instant or in a stretch of time with their members,
 * the certifications riders hold on a day, and the names of stations, apparatus and seats.
 */
import type { Role } from "@rollcall/shared/roles";
import { MAX_SHIFT_HOURS, type ShiftStatus } from "@rollcall/shared/scheduling";
import { and, asc, eq, gt, gte, isNull, lt, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { certificationsValidFrom } from "../compliance";

const HOUR = 3_600_000;

/** A shift (not cancelled) with its member, where it puts them. */
export type DutyRow = {
  shiftId: string;
  userId: string | null;
  title: string;
  startTime: Date;
  endTime: Date;
  status: ShiftStatus;
  stationId: string | null;
  equipmentId: string | null;
  positionId: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
};

const DUTY_COLUMNS = {
  shiftId: shifts.id,
  userId: shifts.userId,
  title: shifts.title,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
  status: shifts.status,
  stationId: shifts.stationId,
  equipmentId: shifts.equipmentId,
  positionId: shifts.positionId,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/**
 * The agency's shifts (not cancelled) overlapping [start, end), their members with them: one statement on the
 * (agency_id, start_time) index, a shift lasting at most MAX_SHIFT_HOURS.
 */
export function dutyBetween(tx: Transaction, agencyId: string, start: Date, end: Date): Promise<DutyRow[]> {
  return tx
    .select(DUTY_COLUMNS)
    .from(shifts)
    .leftJoin(users, and(eq(users.agencyId, shifts.agencyId), eq(users.id, shifts.userId)))
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        lt(shifts.startTime, end),
        gte(shifts.startTime, new Date(start.getTime() - MAX_SHIFT_HOURS * HOUR)),
        gt(shifts.endTime, start),
        ne(shifts.status, "cancelled"),
      ),
    )
    .orderBy(asc(shifts.startTime), asc(users.lastName), asc(users.firstName));
}

/** The shifts covering the instant `at` (start <= at < end). */
export async function dutyAt(tx: Transaction, agencyId: string, at: Date) {
  return dutyBetween(tx, agencyId, at, new Date(at.getTime() + 1));
}

/** A member's shifts (not cancelled) starting in [from, to), soonest first, at most `limit`. */
export function memberShiftsStarting(
  tx: Transaction,
  agencyId: string,
  userId: string,
  from: Date,
  to: Date,
  limit: number,
): Promise<DutyRow[]> {
  return tx
    .select(DUTY_COLUMNS)
    .from(shifts)
    .leftJoin(users, and(eq(users.agencyId, shifts.agencyId), eq(users.id, shifts.userId)))
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        eq(shifts.userId, userId),
        gte(shifts.startTime, from),
        lt(shifts.startTime, to),
        ne(shifts.status, "cancelled"),
      ),
    )
    .orderBy(asc(shifts.startTime))
    .limit(limit);
}

/** Whether a shift's member is on duty on it: someone works it (not an open shift). */
export const isWorked = (row: { userId: string | null; status: ShiftStatus }) =>
  row.userId !== null && row.status !== "open" && row.status !== "cancelled";

/**
 * Which of the certification names (as the seats spell them) each member holds in force on `day`: a set of
 * `userId NUL lower-cased name`. One read of compliance's certifications of those names.
 */
export async function certificationsHeld(
  tx: Transaction,
  agencyId: string,
  day: string,
  names: readonly string[],
): Promise<Set<string>> {
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const held = new Set<string>();
  if (!lower.length) return held;
  for (const c of await certificationsValidFrom(tx, agencyId, day, lower))
    if (c.issueDate === null || c.issueDate <= day) held.add(heldKey(c.userId, c.name));
  return held;
}

export const heldKey = (userId: string, name: string) => `${userId}\u0000${name.toLowerCase()}`;

/** The seat's certifications the member lacks on the day, as the seat spells them. */
export const missingFor = (held: Set<string>, userId: string, required: readonly string[]) =>
  required.filter((name) => !held.has(heldKey(userId, name)));

/** The current members of the agency (not removed), by name. */
export function activeMembers(tx: Transaction, agencyId: string) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}
