/**
 * What other modules may read of wellness: today only the notification job's question, "whose medical
 * evaluation is due soon". The answer goes to each record's owner alone; nothing here is meant for an admin's
 * eyes (the records are private to their owner, spec 02 §6).
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { users } from "../../db/schema/users";
import { wellnessRecords } from "../../db/schema/wellness";

export type MedicalDue = { id: string; userId: string; evaluation: string; nextDueDate: string };

const nextDue = sql<string>`${wellnessRecords.data} ->> 'nextDueDate'`;

/**
 * For each current member of the agency, their LATEST medical record (by evaluation date) when its next due
 * date falls on or before `dueBy` (overdue ones included). An older record's date no longer counts once a
 * newer evaluation is on file. Runs outside the tenant role (a job), so it filters the agency itself.
 */
export async function medicalEvaluationsDueBy(
  tx: Transaction,
  agencyId: string,
  dueBy: string,
): Promise<MedicalDue[]> {
  const latest = tx
    .selectDistinctOn([wellnessRecords.userId], {
      id: wellnessRecords.id,
      userId: wellnessRecords.userId,
      evaluation: sql<string | null>`${wellnessRecords.data} ->> 'evaluation'`.as("evaluation"),
      nextDueDate: nextDue.as("next_due_date"),
    })
    .from(wellnessRecords)
    .innerJoin(
      users,
      and(
        eq(users.agencyId, wellnessRecords.agencyId),
        eq(users.id, wellnessRecords.userId),
        isNull(users.deletedAt),
      ),
    )
    .where(and(eq(wellnessRecords.agencyId, agencyId), eq(wellnessRecords.recordType, "medical")))
    .orderBy(wellnessRecords.userId, desc(wellnessRecords.recordDate), desc(wellnessRecords.createdAt))
    .as("latest");
  const rows = await tx
    .select()
    .from(latest)
    // Text comparison of yyyy-MM-dd is date order; anything else stored there is not a due date.
    .where(sql`${latest.nextDueDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and ${latest.nextDueDate} <= ${dueBy}`);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    evaluation: r.evaluation?.trim() || "medical evaluation",
    nextDueDate: r.nextDueDate,
  }));
}
