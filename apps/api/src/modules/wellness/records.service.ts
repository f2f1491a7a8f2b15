/**
 * Wellness records (spec 02 §2 "Activity Log", §5, §6): a member's own fitness, medical and mental-health
 * log. Only the owner reads, edits or deletes a record; anyone else, admins included, gets 404 as if it did not
 * exist. A record the owner shares (isPrivate false) is also listed to the agency's admins, read-only. Row-level
 * security enforces the same in the database (db/tenant-policies.ts); the queries name the caller besides, so
 * another member's shared record, which the policy lets through, stays out of everything but the admins' list.
 */
import { isAdmin } from "@rollcall/shared/roles";
import {
  WELLNESS_DATA_SCHEMAS,
  WELLNESS_MESSAGES,
  type WellnessRecordDto,
  type WellnessRecordFormValues,
  type WellnessRecordUpdateValues,
} from "@rollcall/shared/wellness";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { users } from "../../db/schema/users";
import {
  fitnessEnrollments,
  fitnessPrograms,
  type NewWellnessRecord,
  type WellnessRecord,
  wellnessRecords,
} from "../../db/schema/wellness";
import { agencyToday } from "../../lib/dates";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { ADMIN_REQUIRED, type AgencyScope } from "../../plugins/auth";

function toRecord(row: WellnessRecord, userName: string | null = null): WellnessRecordDto {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    recordType: row.recordType,
    data: row.data,
    recordDate: row.recordDate,
    notes: row.notes,
    isPrivate: row.isPrivate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const newestFirst = [
  desc(wellnessRecords.recordDate),
  desc(wellnessRecords.createdAt),
  asc(wellnessRecords.id),
];

/**
 * `mine` (default): the caller's own records, newest first. `shared`: admins only, the records other members
 * chose to share, with their names.
 */
export async function listRecords(
  scope: AgencyScope,
  which: "mine" | "shared",
): Promise<WellnessRecordDto[]> {
  if (which === "shared") {
    if (!isAdmin(scope)) throw forbidden(ADMIN_REQUIRED);
    const rows = await scope.run((tx) =>
      tx
        .select({ record: wellnessRecords, firstName: users.firstName, lastName: users.lastName })
        .from(wellnessRecords)
        .innerJoin(
          users,
          and(eq(users.agencyId, wellnessRecords.agencyId), eq(users.id, wellnessRecords.userId)),
        )
        .where(
          and(
            eq(wellnessRecords.agencyId, scope.agencyId),
            eq(wellnessRecords.isPrivate, false),
            ne(wellnessRecords.userId, scope.userId),
          ),
        )
        .orderBy(...newestFirst),
    );
    return rows.map((r) => toRecord(r.record, `${r.firstName} ${r.lastName}`.trim()));
  }
  const rows = await scope.run((tx) =>
    tx
      .select()
      .from(wellnessRecords)
      .where(and(eq(wellnessRecords.agencyId, scope.agencyId), eq(wellnessRecords.userId, scope.userId)))
      .orderBy(...newestFirst),
  );
  return rows.map((row) => toRecord(row));
}

const futureDate = () =>
  badRequest(WELLNESS_MESSAGES.recordDateFuture, { recordDate: WELLNESS_MESSAGES.recordDateFuture });

/**
 * A session logged against a program names one of the agency's programs (the database cannot: it is json),
 * and enrols the caller in it (once), as Start Program does, so the session counts on the program's card.
 */
async function enrolInProgram(tx: Transaction, scope: AgencyScope, data: Record<string, unknown>) {
  const programId = data.programId;
  if (typeof programId !== "string") return;
  const [found] = await tx
    .select({ id: fitnessPrograms.id })
    .from(fitnessPrograms)
    .where(and(eq(fitnessPrograms.agencyId, scope.agencyId), eq(fitnessPrograms.id, programId)));
  if (!found)
    throw badRequest(WELLNESS_MESSAGES.programChoice, { "data.programId": WELLNESS_MESSAGES.programChoice });
  await tx
    .insert(fitnessEnrollments)
    .values({ agencyId: scope.agencyId, programId, userId: scope.userId })
    .onConflictDoNothing();
}

/** Log Wellness Activity: always the caller's own record, whatever the body says. */
export async function createRecord(
  scope: AgencyScope,
  v: WellnessRecordFormValues,
): Promise<WellnessRecordDto> {
  if (v.recordDate > agencyToday(scope.timeZone)) throw futureDate();
  const [row] = await scope.run(async (tx) => {
    if (v.recordType === "fitness") await enrolInProgram(tx, scope, v.data);
    return tx
      .insert(wellnessRecords)
      .values({
        agencyId: scope.agencyId,
        userId: scope.userId,
        recordType: v.recordType,
        data: v.data,
        recordDate: v.recordDate,
        notes: v.notes,
        isPrivate: v.isPrivate,
      })
      .returning();
  });
  return toRecord(row);
}

/** The caller's own record, or 404 (someone else's, shared or not, answers exactly like a missing one). */
async function loadOwnRecord(tx: Transaction, scope: AgencyScope, id: string): Promise<WellnessRecord> {
  const [row] = await tx
    .select()
    .from(wellnessRecords)
    .where(
      and(
        eq(wellnessRecords.agencyId, scope.agencyId),
        eq(wellnessRecords.id, id),
        eq(wellnessRecords.userId, scope.userId),
      ),
    )
    .for("update");
  if (!row) throw notFound(WELLNESS_MESSAGES.recordNotFound);
  return row;
}

/** The data's field messages under data.* (as the create form's are), or the data as its type keeps it. */
function parseData(recordType: WellnessRecord["recordType"], data: Record<string, unknown>) {
  const parsed = WELLNESS_DATA_SCHEMAS[recordType].safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[["data", ...issue.path.map(String)].join(".")] ??= issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? WELLNESS_MESSAGES.recordUpdateFailed, errors);
}

/**
 * The owner edits the date, notes, privacy or data. `data` is merged over the stored data (so a form may send
 * one field) and the result must be valid for the record's type, which never changes; a medical record's
 * next due date stays after its (possibly new) date.
 */
export function updateRecord(
  scope: AgencyScope,
  id: string,
  v: WellnessRecordUpdateValues,
): Promise<WellnessRecordDto> {
  if (v.recordDate && v.recordDate > agencyToday(scope.timeZone)) throw futureDate();
  return scope.run(async (tx) => {
    const current = await loadOwnRecord(tx, scope, id);
    const changes: Partial<NewWellnessRecord> = {};
    if (v.recordDate !== undefined) changes.recordDate = v.recordDate;
    if (v.notes !== undefined) changes.notes = v.notes;
    if (v.isPrivate !== undefined) changes.isPrivate = v.isPrivate;
    if (v.data !== undefined) {
      changes.data = parseData(current.recordType, { ...current.data, ...v.data });
      if (current.recordType === "fitness") await enrolInProgram(tx, scope, changes.data);
    }
    if (current.recordType === "medical") {
      const recordDate = changes.recordDate ?? current.recordDate;
      const nextDueDate = (changes.data ?? current.data).nextDueDate;
      if (typeof nextDueDate === "string" && nextDueDate <= recordDate)
        throw badRequest(WELLNESS_MESSAGES.nextDueBeforeDate, {
          "data.nextDueDate": WELLNESS_MESSAGES.nextDueBeforeDate,
        });
    }
    if (!Object.keys(changes).length) return toRecord(current);
    const [updated] = await tx
      .update(wellnessRecords)
      .set(changes)
      .where(and(eq(wellnessRecords.agencyId, scope.agencyId), eq(wellnessRecords.id, id)))
      .returning();
    return toRecord(updated);
  });
}

/** The owner deletes a record for good (the records are not audited: nothing of it stays behind). */
export async function deleteRecord(scope: AgencyScope, id: string): Promise<void> {
  const deleted = await scope.run((tx) =>
    tx
      .delete(wellnessRecords)
      .where(
        and(
          eq(wellnessRecords.agencyId, scope.agencyId),
          eq(wellnessRecords.id, id),
          eq(wellnessRecords.userId, scope.userId),
        ),
      )
      .returning({ id: wellnessRecords.id }),
  );
  if (!deleted.length) throw notFound(WELLNESS_MESSAGES.recordNotFound);
}
