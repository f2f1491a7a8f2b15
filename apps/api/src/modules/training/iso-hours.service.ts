/**
 * Training hours against the ISO yearly targets (reference: training-hours.md): each completed assignment
 * counts its course's duration in the calendar year it was completed (the agency's calendar), under the ISO
 * category its course category maps to. The mapping is the reference one until an admin changes it.
 * Admins see every current member; everyone else their own row.
 */
import { isAdmin, ROLE_LABELS } from "@rollcall/shared/roles";
import {
  DEFAULT_ISO_MAPPING,
  ISO_CATEGORIES,
  ISO_CATEGORY_LABELS,
  ISO_TARGET_HOURS,
  type IsoHours,
  type IsoMapping,
  isoTargetApplies,
  minutesToHours,
} from "@rollcall/shared/training";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { courses, isoCategoryMappings, trainingAssignments as ta } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { csvFile, safeText } from "../../lib/csv";
import { agencyYear } from "../../lib/dates";
import type { AgencyScope } from "../../plugins/auth";

async function readMapping(tx: Transaction, agencyId: string): Promise<IsoMapping> {
  const rows = await tx
    .select({ course: isoCategoryMappings.courseCategory, iso: isoCategoryMappings.isoCategory })
    .from(isoCategoryMappings)
    .where(eq(isoCategoryMappings.agencyId, agencyId));
  return { ...DEFAULT_ISO_MAPPING, ...Object.fromEntries(rows.map((r) => [r.course, r.iso])) };
}

export const getIsoMapping = (scope: AgencyScope) => scope.run((tx) => readMapping(tx, scope.agencyId));

/** Changes where the given course categories count; the others keep theirs. */
export function setIsoMapping(scope: AgencyScope, mapping: Partial<IsoMapping>): Promise<IsoMapping> {
  return scope.run(async (tx) => {
    if (Object.keys(mapping).length === 0) return readMapping(tx, scope.agencyId);
    await tx
      .insert(isoCategoryMappings)
      .values(
        Object.entries(mapping).map(([courseCategory, isoCategory]) => ({
          agencyId: scope.agencyId,
          courseCategory: courseCategory as keyof IsoMapping,
          isoCategory,
        })),
      )
      .onConflictDoUpdate({
        target: [isoCategoryMappings.agencyId, isoCategoryMappings.courseCategory],
        set: { isoCategory: sql`excluded.iso_category` },
      });
    return readMapping(tx, scope.agencyId);
  });
}

export const currentYear = (scope: AgencyScope) => agencyYear(scope.timeZone);

export function isoHours(scope: AgencyScope, year = currentYear(scope)): Promise<IsoHours> {
  // The day an assignment was completed, on the agency's calendar.
  const completedOn = sql`(${ta.completedAt} at time zone ${scope.timeZone})::date`;
  const inYear = sql`${ta.status} = 'completed' and ${ta.completedAt} is not null
    and ${completedOn} between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`;
  return scope.read(async (tx) => {
    const mapping = await readMapping(tx, scope.agencyId);
    const rows = await tx
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        category: courses.category,
        minutes: sql<number>`coalesce(sum(${courses.durationMinutes}) filter (where ${inYear}), 0)::int`,
      })
      .from(users)
      .leftJoin(ta, and(eq(ta.agencyId, users.agencyId), eq(ta.userId, users.id)))
      .leftJoin(courses, and(eq(courses.agencyId, ta.agencyId), eq(courses.id, ta.courseId)))
      .where(
        and(
          eq(users.agencyId, scope.agencyId),
          isNull(users.deletedAt),
          isAdmin(scope) ? undefined : eq(users.id, scope.userId),
        ),
      )
      .groupBy(users.id, users.firstName, users.lastName, users.role, courses.category)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));

    const members = new Map<string, IsoHours["members"][number] & { minutes: Map<string, number> }>();
    for (const r of rows) {
      let m = members.get(r.userId);
      if (!m) {
        const name = [r.firstName, r.lastName].filter(Boolean).join(" ");
        m = { userId: r.userId, name, role: r.role, categories: [], minutes: new Map() };
        members.set(r.userId, m);
      }
      if (r.category) {
        const iso = mapping[r.category];
        m.minutes.set(iso, (m.minutes.get(iso) ?? 0) + r.minutes);
      }
    }
    return {
      year,
      mapping,
      members: [...members.values()].map(({ minutes, ...m }) => ({
        ...m,
        categories: ISO_CATEGORIES.map((category) => ({
          category,
          hours: minutesToHours(minutes.get(category) ?? 0),
          target: isoTargetApplies(category, m.role) ? ISO_TARGET_HOURS[category] : null,
        })),
      })),
    };
  });
}

/** The same table as a spreadsheet: one row per member, hours and target per ISO category. */
export async function isoHoursCsv(scope: AgencyScope, year?: string) {
  const data = await isoHours(scope, year);
  const columns = [
    "Member",
    "Role",
    ...ISO_CATEGORIES.flatMap((c) => [
      `${ISO_CATEGORY_LABELS[c]} (hours)`,
      `${ISO_CATEGORY_LABELS[c]} (target)`,
    ]),
  ];
  const body = csvFile(
    columns,
    data.members.map((m) => [
      safeText(m.name),
      ROLE_LABELS[m.role],
      ...m.categories.flatMap((c) => [c.hours.toFixed(2), c.target === null ? "" : String(c.target)]),
    ]),
  );
  return { year: data.year, body };
}
