import { and, count, eq, gte, lte, ne, sql } from "drizzle-orm";
import { certifications } from "../../db/schema/compliance";
import { equipment } from "../../db/schema/equipment";
import { shifts } from "../../db/schema/scheduling";
import { trainingAssignments } from "../../db/schema/training";
import type { AgencyScope } from "../../plugins/auth";

/** Days ahead that make a certification "expiring" (spec 02 §9) and a training assignment "due". */
const EXPIRING_DAYS = 30;
const TRAINING_DUE_DAYS = 14;

/**
 * The four counters: members checked in now, equipment available, certifications expiring within 30 days
 * (not yet expired), training assignments not completed and due within 14 days or overdue.
 */
export async function getDashboardStats(scope: AgencyScope) {
  return scope.run(async (tx) => {
    const agency = scope.agencyId;
    const [[onDuty], [available], [expiring], [due]] = await Promise.all([
      tx
        .select({ value: sql<number>`count(distinct ${shifts.userId})::int` })
        .from(shifts)
        .where(
          and(eq(shifts.agencyId, agency), eq(shifts.checkedIn, true), sql`${shifts.actualEndTime} is null`),
        ),
      tx
        .select({ value: count() })
        .from(equipment)
        .where(and(eq(equipment.agencyId, agency), eq(equipment.status, "available"))),
      tx
        .select({ value: count() })
        .from(certifications)
        .where(
          and(
            eq(certifications.agencyId, agency),
            gte(certifications.expirationDate, sql`current_date`),
            lte(certifications.expirationDate, sql`current_date + ${EXPIRING_DAYS}::int`),
          ),
        ),
      tx
        .select({ value: count() })
        .from(trainingAssignments)
        .where(
          and(
            eq(trainingAssignments.agencyId, agency),
            ne(trainingAssignments.status, "completed"),
            lte(trainingAssignments.dueDate, sql`current_date + ${TRAINING_DUE_DAYS}::int`),
          ),
        ),
    ]);
    return {
      onDuty: Number(onDuty?.value ?? 0),
      availableUnits: Number(available?.value ?? 0),
      expiringCerts: Number(expiring?.value ?? 0),
      trainingDue: Number(due?.value ?? 0),
    };
  });
}
