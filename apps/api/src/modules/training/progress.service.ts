/**
 * The Progress tab's analytics, computed by the database from the agency's own assignments: completion by
 * category (the first 6 categories), and Team Performance per member (assigned, completed, overdue,
 * completion rate, on-time rate, course hours completed in the last 12 months). Admins see every member;
 * everyone else their own figures.
 */

import { isAdmin } from "@rollcall/shared/roles";
import {
  HOURS_WINDOW_MONTHS,
  minutesToHours,
  PROGRESS_CATEGORIES,
  percentOf,
  type TrainingProgress,
} from "@rollcall/shared/training";
import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { courses, trainingAssignments as ta } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import type { AgencyScope } from "../../plugins/auth";

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

export async function trainingProgress(scope: AgencyScope): Promise<TrainingProgress> {
  const today = agencyToday(scope.timeZone);
  const everyone = isAdmin(scope);
  const own = everyone ? undefined : eq(ta.userId, scope.userId);
  const completed = sql`${ta.status} = 'completed'`;
  // Completed on or before the due date, both read as the agency's calendar days.
  const onTime = sql`${completed} and ${ta.completedAt} is not null and (${ta.completedAt} at time zone ${scope.timeZone})::date <= ${ta.dueDate}`;
  const recent = sql`${completed} and ${ta.completedAt} >= now() - make_interval(months => ${HOURS_WINDOW_MONTHS})`;

  const { byCategory, byMember } = await scope.read(async (tx) => {
    const byCategory = await tx
      .select({
        category: courses.category,
        total: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) filter (where ${completed}))::int`,
      })
      .from(ta)
      .innerJoin(courses, and(eq(courses.agencyId, ta.agencyId), eq(courses.id, ta.courseId)))
      .where(and(eq(ta.agencyId, scope.agencyId), own))
      .groupBy(courses.category);

    const byMember = await tx
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        deletedAt: users.deletedAt,
        assigned: sql<number>`count(${ta.id})::int`,
        completed: sql<number>`(count(${ta.id}) filter (where ${completed}))::int`,
        completedDated: sql<number>`(count(${ta.id}) filter (where ${completed} and ${ta.completedAt} is not null))::int`,
        overdue: sql<number>`(count(${ta.id}) filter (where ${ta.status} <> 'completed' and ${ta.dueDate} < ${today}))::int`,
        onTime: sql<number>`(count(${ta.id}) filter (where ${onTime}))::int`,
        recentMinutes: sql<number>`(coalesce(sum(${courses.durationMinutes}) filter (where ${recent}), 0))::int`,
      })
      .from(users)
      .leftJoin(ta, and(eq(ta.agencyId, users.agencyId), eq(ta.userId, users.id)))
      .leftJoin(courses, and(eq(courses.agencyId, ta.agencyId), eq(courses.id, ta.courseId)))
      .where(
        and(
          eq(users.agencyId, scope.agencyId),
          everyone ? undefined : eq(users.id, scope.userId),
          // Removed members stay in the figures only for the training they were given.
          or(isNull(users.deletedAt), isNotNull(ta.id)),
        ),
      )
      .groupBy(users.id, users.firstName, users.lastName, users.role, users.deletedAt)
      .orderBy(sql`${users.deletedAt} is not null`, asc(users.lastName), asc(users.firstName));
    return { byCategory, byMember };
  });

  const categories = PROGRESS_CATEGORIES.map((category) => {
    const found = byCategory.find((c) => c.category === category);
    const total = Number(found?.total ?? 0);
    const done = Number(found?.completed ?? 0);
    return { category, total, completed: done, percent: percentOf(done, total) };
  });

  const members = byMember.map((m) => {
    const assigned = Number(m.assigned);
    const done = Number(m.completed);
    return {
      userId: m.userId,
      name: `${m.firstName} ${m.lastName}`.trim(),
      role: m.role,
      removed: m.deletedAt !== null,
      assigned,
      completed: done,
      overdue: Number(m.overdue),
      completionRate: rate(done, assigned),
      onTimeRate: rate(Number(m.onTime), Number(m.completedDated)),
      hoursCompleted: minutesToHours(Number(m.recentMinutes)),
      onTime: Number(m.onTime),
      completedDated: Number(m.completedDated),
      recentMinutes: Number(m.recentMinutes),
    };
  });

  const sum = (pick: (m: (typeof members)[number]) => number) => members.reduce((n, m) => n + pick(m), 0);
  const assigned = sum((m) => m.assigned);
  const done = sum((m) => m.completed);
  return {
    scope: everyone ? "agency" : "self",
    today,
    categories,
    team: {
      assigned,
      completed: done,
      overdue: sum((m) => m.overdue),
      completionRate: rate(done, assigned),
      onTimeRate: rate(
        sum((m) => m.onTime),
        sum((m) => m.completedDated),
      ),
      hoursCompleted: minutesToHours(sum((m) => m.recentMinutes)),
    },
    members: members.map(({ onTime: _o, completedDated: _c, recentMinutes: _r, ...m }) => m),
  };
}
