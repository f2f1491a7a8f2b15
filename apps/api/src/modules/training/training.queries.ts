/**
 * What the training services share: the agency's today, the course and assignment queries joined to the
 * people they name, and the answer shapes (the API speaks hours; the table stores minutes).
 */

import { isAdmin } from "@rollcall/shared/roles";
import {
  type Course,
  DEFAULT_ISO_MAPPING,
  ISO_CATEGORIES,
  ISO_TARGET_ROLES,
  type IsoCategory,
  minutesToHours,
  TRAINING_MESSAGES,
  type TrainingAssignment,
} from "@rollcall/shared/training";
import { and, asc, count, eq, inArray, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { courses, trainingAssignments } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import type { DayRange } from "../../lib/dates";
import { notFound } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import type { AgencyScope } from "../../plugins/auth";

/** Spec 02 §9 date display, for the module's reports. */
export { displayDate } from "../../lib/dates";

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ""} ${last ?? ""}`.trim();

// ---------------------------------------------------------------------------------------------------------
// Courses
// ---------------------------------------------------------------------------------------------------------

const instructor = alias(users, "instructor");

/** The agency's courses with their instructor's name and assignment counts, matching `where`. */
export function selectCourses(tx: Transaction, agencyId: string, where?: SQL) {
  const counts = tx
    .select({
      courseId: trainingAssignments.courseId,
      assigned: sql<number>`count(*)::int`.as("assigned"),
      completed: sql<number>`(count(*) filter (where ${trainingAssignments.status} = 'completed'))::int`.as(
        "completed",
      ),
    })
    .from(trainingAssignments)
    .where(eq(trainingAssignments.agencyId, agencyId))
    .groupBy(trainingAssignments.courseId)
    .as("counts");
  return tx
    .select({
      course: courses,
      instructorFirst: instructor.firstName,
      instructorLast: instructor.lastName,
      assigned: counts.assigned,
      completed: counts.completed,
    })
    .from(courses)
    .leftJoin(
      instructor,
      and(eq(instructor.agencyId, courses.agencyId), eq(instructor.id, courses.instructorId)),
    )
    .leftJoin(counts, eq(counts.courseId, courses.id))
    .where(and(eq(courses.agencyId, agencyId), where))
    .orderBy(sql`lower(${courses.title})`, asc(courses.createdAt));
}

type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];

/** What a course shows wherever it appears: the course list and detail, and an assignment's course. */
function courseFields(row: {
  course: typeof courses.$inferSelect;
  instructorFirst: string | null;
  instructorLast: string | null;
}) {
  const c = row.course;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    category: c.category,
    difficulty: c.difficulty,
    duration: minutesToHours(c.durationMinutes),
    instructorName: c.instructorId ? fullName(row.instructorFirst, row.instructorLast) : null,
    requirements: c.requirements,
    objectives: c.objectives,
    materials: c.materials,
    status: c.status,
  };
}

export function toCourse(row: CourseRow): Course {
  const c = row.course;
  return {
    ...courseFields(row),
    maxParticipants: c.maxParticipants,
    instructorId: c.instructorId,
    assignedCount: Number(row.assigned ?? 0),
    completedCount: Number(row.completed ?? 0),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** One course of the agency, or 404 (another agency's id answers exactly like a missing one). */
export async function loadCourse(tx: Transaction, agencyId: string, id: string) {
  const [row] = await selectCourses(tx, agencyId, eq(courses.id, id)).limit(1);
  if (!row) throw notFound(TRAINING_MESSAGES.courseNotFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Assignments
// ---------------------------------------------------------------------------------------------------------

const assignee = alias(users, "assignee");
const assigner = alias(users, "assigner");

/**
 * The agency's assignments with their course and people, matching `where`: open ones first by due date,
 * then completed ones, most recently completed first.
 */
export function selectAssignments(tx: Transaction, agencyId: string, where?: SQL) {
  return tx
    .select({
      assignment: trainingAssignments,
      course: courses,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      assigneeDeletedAt: assignee.deletedAt,
      assignerFirst: assigner.firstName,
      assignerLast: assigner.lastName,
      instructorFirst: instructor.firstName,
      instructorLast: instructor.lastName,
    })
    .from(trainingAssignments)
    .innerJoin(
      courses,
      and(eq(courses.agencyId, trainingAssignments.agencyId), eq(courses.id, trainingAssignments.courseId)),
    )
    .innerJoin(
      assignee,
      and(eq(assignee.agencyId, trainingAssignments.agencyId), eq(assignee.id, trainingAssignments.userId)),
    )
    .leftJoin(
      assigner,
      and(
        eq(assigner.agencyId, trainingAssignments.agencyId),
        eq(assigner.id, trainingAssignments.assignedById),
      ),
    )
    .leftJoin(
      instructor,
      and(eq(instructor.agencyId, courses.agencyId), eq(instructor.id, courses.instructorId)),
    )
    .where(and(eq(trainingAssignments.agencyId, agencyId), where))
    .orderBy(
      sql`(${trainingAssignments.status} = 'completed')`,
      sql`case when ${trainingAssignments.status} = 'completed' then null else ${trainingAssignments.dueDate} end asc nulls last`,
      sql`${trainingAssignments.completedAt} desc nulls last`,
      asc(assignee.lastName),
      asc(assignee.firstName),
      asc(trainingAssignments.createdAt),
    );
}

export type AssignmentRow = Awaited<ReturnType<typeof selectAssignments>>[number];

/** Non-admins see only their own assignments (the list and every id route). */
export const visibleTo = (scope: AgencyScope): SQL | undefined =>
  isAdmin(scope) ? undefined : eq(trainingAssignments.userId, scope.userId);

export function toAssignment(row: AssignmentRow, today: string): TrainingAssignment {
  const a = row.assignment;
  return {
    id: a.id,
    courseId: a.courseId,
    courseTitle: row.course.title,
    category: row.course.category,
    duration: minutesToHours(row.course.durationMinutes),
    courseStatus: row.course.status,
    userId: a.userId,
    userName: fullName(row.assigneeFirst, row.assigneeLast) ?? "",
    userRemoved: row.assigneeDeletedAt !== null,
    assignedById: a.assignedById,
    assignedByName: a.assignedById ? fullName(row.assignerFirst, row.assignerLast) : null,
    dueDate: a.dueDate,
    priority: a.priority,
    status: a.status,
    overdue: a.status !== "completed" && a.dueDate < today,
    completedAt: a.completedAt?.toISOString() ?? null,
    notes: a.notes,
    score: a.score,
    completionNotes: a.completionNotes,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function toAssignmentDetail(row: AssignmentRow, today: string) {
  return { ...toAssignment(row, today), course: courseFields(row) };
}

/** One assignment the caller may see, or 404 (another agency's, or for a non-admin another member's). */
export async function loadAssignment(tx: Transaction, scope: AgencyScope, id: string) {
  const [row] = await selectAssignments(
    tx,
    scope.agencyId,
    and(eq(trainingAssignments.id, id), visibleTo(scope)),
  ).limit(1);
  if (!row) throw notFound(TRAINING_MESSAGES.assignmentNotFound);
  return row;
}

/** Current (not removed) members of the agency among `ids`. */
export function currentMembers(tx: Transaction, agencyId: string, where: SQL) {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), isNull(users.deletedAt), where));
}

/** Assignments not completed and due on or before `dueBy` (overdue ones included); a count for readCounts. */
export function assignmentsDueCount(tx: Transaction, agencyId: string, dueBy: string) {
  return tx
    .select({ value: count() })
    .from(trainingAssignments)
    .where(
      and(
        eq(trainingAssignments.agencyId, agencyId),
        ne(trainingAssignments.status, "completed"),
        lte(trainingAssignments.dueDate, dueBy),
      ),
    );
}

/** The course of each assignment that still exists, by assignment id. */
export async function assignmentCourseIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: trainingAssignments.id, courseId: trainingAssignments.courseId })
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.agencyId, agencyId), inArray(trainingAssignments.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.courseId]));
}

/** Assignments not completed whose due date is before `dueBefore`, with their course title (automation rules). */
export function overdueAssignments(tx: Transaction, agencyId: string, dueBefore: string) {
  return tx
    .select({
      id: trainingAssignments.id,
      userId: trainingAssignments.userId,
      dueDate: trainingAssignments.dueDate,
      courseTitle: courses.title,
    })
    .from(trainingAssignments)
    .innerJoin(
      courses,
      and(eq(courses.agencyId, trainingAssignments.agencyId), eq(courses.id, trainingAssignments.courseId)),
    )
    .where(
      and(
        eq(trainingAssignments.agencyId, agencyId),
        ne(trainingAssignments.status, "completed"),
        lt(trainingAssignments.dueDate, dueBefore),
      ),
    )
    .orderBy(asc(trainingAssignments.dueDate));
}

/** Which of `ids` are courses of the agency not archived (an automation rule's course). */
export async function assignableCourseIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(eq(courses.agencyId, agencyId), inArray(courses.id, [...ids]), ne(courses.status, "archived")),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Training hours against the ISO targets over a range, one statement: completed assignments whose completion
 * day falls in the range, their course's hours under the ISO category the agency maps the course category to
 * (the reference mapping where it has not changed it), and per category the current members the target applies
 * to (officer training: officers and admins). The caller prorates the yearly targets to the range.
 */
export function isoHourFigures(tx: Transaction, q: DayRange & { agencyId: string }) {
  const defaults = sql.join(
    Object.entries(DEFAULT_ISO_MAPPING).map(([course, iso]) => sql`(${course}, ${iso})`),
    sql`, `,
  );
  const categories = sql.join(
    ISO_CATEGORIES.map((c) => {
      const roles = ISO_TARGET_ROLES[c];
      return sql`(${c}, ${
        roles
          ? sql`array[${sql.join(
              roles.map((r) => sql`${r}`),
              sql`, `,
            )}]::text[]`
          : sql`null::text[]`
      })`;
    }),
    sql`, `,
  );
  return queryRows<{ category: IsoCategory; minutes: number; members: number }>(
    tx,
    sql`
    with defaults(course_category, iso_category) as (values ${defaults}),
    categories(iso_category, roles) as (values ${categories}),
    done as (
      select coalesce(m.iso_category, d.iso_category) as iso_category, sum(c.duration_minutes) as minutes
      from training_assignments ta
      join courses c on c.agency_id = ta.agency_id and c.id = ta.course_id
      left join iso_category_mappings m on m.agency_id = c.agency_id and m.course_category = c.category
      left join defaults d on d.course_category = c.category
      where ta.agency_id = ${q.agencyId} and ta.status = 'completed'
        and ta.completed_at >= ${q.start.toISOString()}::timestamptz and ta.completed_at < ${q.end.toISOString()}::timestamptz
      group by 1
    )
    select k.iso_category as category, coalesce(done.minutes, 0)::int as minutes,
      (select count(*) from users u where u.agency_id = ${q.agencyId} and u.deleted_at is null
        and (k.roles is null or u.role = any(k.roles)))::int as members
    from categories k left join done on done.iso_category = k.iso_category`,
  );
}
