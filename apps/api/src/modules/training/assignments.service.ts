/**
 * Training assignments: admins assign a course to several members at once (each is told in the app, in the
 * same transaction); admins see every assignment, other members only their own; the assignee starts and
 * completes their training, and only an admin moves it back.
 */

import { isAdmin } from "@rollcall/shared/roles";
import {
  type AssignmentStatusValues,
  type AssignTrainingValues,
  alreadyAssignedMessage,
  TRAINING_MESSAGES,
  type TrainingAssignment,
  type TrainingAssignmentDetail,
  type TrainingPriority,
} from "@rollcall/shared/training";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { courses, trainingAssignments } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import { badRequest, forbidden } from "../../lib/errors";
import { notify } from "../../lib/notify";
import type { AgencyScope } from "../../plugins/auth";
import {
  currentMembers,
  displayDate,
  loadAssignment,
  selectAssignments,
  toAssignment,
  toAssignmentDetail,
  visibleTo,
} from "./training.queries";

/** Admins: every assignment of the agency. Everyone else: their own. */
export async function listAssignments(scope: AgencyScope): Promise<TrainingAssignment[]> {
  const today = agencyToday(scope.timeZone);
  const rows = await scope.run((tx) => selectAssignments(tx, scope.agencyId, visibleTo(scope)));
  return rows.map((row) => toAssignment(row, today));
}

/** My Training: the caller's own assignments, whatever their role. */
export async function listMyTraining(scope: AgencyScope): Promise<TrainingAssignment[]> {
  const today = agencyToday(scope.timeZone);
  const rows = await scope.run((tx) =>
    selectAssignments(tx, scope.agencyId, eq(trainingAssignments.userId, scope.userId)),
  );
  return rows.map((row) => toAssignment(row, today));
}

export async function getAssignment(scope: AgencyScope, id: string): Promise<TrainingAssignmentDetail> {
  const today = agencyToday(scope.timeZone);
  return scope.run(async (tx) => toAssignmentDetail(await loadAssignment(tx, scope, id), today));
}

/** The course's title and status, or undefined (another agency's id answers the same). */
async function courseOf(tx: Transaction, agencyId: string, id: string) {
  const [course] = await tx
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(and(eq(courses.agencyId, agencyId), eq(courses.id, id)))
    .limit(1);
  return course;
}

/** Which of `userIds` have `courseId` open (assigned or started, not completed). */
async function openAssignees(
  tx: Transaction,
  agencyId: string,
  courseId: string,
  userIds: readonly string[],
) {
  if (!userIds.length) return new Set<string>();
  const open = await tx
    .selectDistinct({ userId: trainingAssignments.userId })
    .from(trainingAssignments)
    .where(
      and(
        eq(trainingAssignments.agencyId, agencyId),
        eq(trainingAssignments.courseId, courseId),
        inArray(trainingAssignments.userId, [...userIds]),
        ne(trainingAssignments.status, "completed"),
      ),
    );
  return new Set(open.map((o) => o.userId));
}

/** One assignment per member, in one statement, each member told in the app. */
async function insertAssignments(
  tx: Transaction,
  agencyId: string,
  course: { id: string; title: string },
  userIds: readonly string[],
  v: { assignedById: string; dueDate: string; priority: TrainingPriority; notes: string | null },
) {
  if (!userIds.length) return [];
  const created = await tx
    .insert(trainingAssignments)
    .values(userIds.map((userId) => ({ agencyId, courseId: course.id, userId, ...v })))
    .returning({ id: trainingAssignments.id, userId: trainingAssignments.userId });
  const due = displayDate(v.dueDate);
  await notify(
    tx,
    created.map((a) => ({
      agencyId,
      userId: a.userId,
      type: "info" as const,
      title: "Training assigned",
      message: `"${course.title}" is due ${due}.`,
      dedupeKey: `training-assigned:${a.id}`,
    })),
  );
  return created;
}

/**
 * Assigns a course inside the caller's transaction (an automation rule, signed by its maker): current members
 * only, and those who already have the course open are skipped. Null when the course is gone or archived.
 */
export async function assignCourseTo(
  tx: Transaction,
  agencyId: string,
  v: {
    courseId: string;
    userIds: readonly string[];
    dueDate: string;
    assignedById: string;
    notes: string | null;
  },
): Promise<{ title: string; assigned: number; skipped: number } | null> {
  const course = await courseOf(tx, agencyId, v.courseId);
  if (!course || course.status === "archived") return null;
  const members = v.userIds.length
    ? await currentMembers(tx, agencyId, inArray(users.id, [...v.userIds]))
    : [];
  const busy = await openAssignees(
    tx,
    agencyId,
    course.id,
    members.map((m) => m.id),
  );
  const free = members.map((m) => m.id).filter((id) => !busy.has(id));
  const created = await insertAssignments(tx, agencyId, course, free, {
    assignedById: v.assignedById,
    dueDate: v.dueDate,
    priority: "medium",
    notes: v.notes,
  });
  return { title: course.title, assigned: created.length, skipped: v.userIds.length - created.length };
}

/**
 * One assignment per selected member, inserted in one statement with one notification each. Refused with a
 * field message: another agency's course or an archived one, anyone who is not a current member, a due
 * date before the agency's today, and members who already have this course open (not completed).
 */
export async function assignTraining(
  scope: AgencyScope,
  v: AssignTrainingValues,
): Promise<TrainingAssignment[]> {
  const today = agencyToday(scope.timeZone);
  if (v.dueDate < today)
    throw badRequest(TRAINING_MESSAGES.dueDatePast, { dueDate: TRAINING_MESSAGES.dueDatePast });

  return scope.run(async (tx) => {
    const course = await courseOf(tx, scope.agencyId, v.courseId);
    if (!course)
      throw badRequest(TRAINING_MESSAGES.courseNotFound, { courseId: TRAINING_MESSAGES.courseNotFound });
    if (course.status === "archived")
      throw badRequest(TRAINING_MESSAGES.courseArchived, { courseId: TRAINING_MESSAGES.courseArchived });

    const members = await currentMembers(tx, scope.agencyId, inArray(users.id, v.userIds));
    if (members.length !== v.userIds.length)
      throw badRequest(TRAINING_MESSAGES.usersNotMembers, { userIds: TRAINING_MESSAGES.usersNotMembers });

    const busy = await openAssignees(tx, scope.agencyId, course.id, v.userIds);
    if (busy.size) {
      const names = members.filter((m) => busy.has(m.id)).map((m) => `${m.firstName} ${m.lastName}`.trim());
      const message = alreadyAssignedMessage(names);
      throw badRequest(message, { userIds: message });
    }

    const created = await insertAssignments(tx, scope.agencyId, course, v.userIds, {
      assignedById: scope.userId,
      dueDate: v.dueDate,
      priority: v.priority,
      notes: v.notes,
    });

    const rows = await selectAssignments(
      tx,
      scope.agencyId,
      inArray(
        trainingAssignments.id,
        created.map((a) => a.id),
      ),
    );
    return rows.map((row) => toAssignment(row, today));
  });
}

/**
 * Start (in_progress) and Complete (completed, stamped now) move forward; the assignee moves their own,
 * admins anyone's. Back to assigned, or out of completed, is an admin's. Setting the status it already has
 * changes nothing, so a second click is harmless. Completing tells whoever assigned it.
 */
/** The score and notes a completion records (absent ones are left as they are). */
const completionFields = (change: AssignmentStatusValues) => ({
  ...(change.score !== undefined ? { score: change.score } : {}),
  ...(change.completionNotes !== undefined ? { completionNotes: change.completionNotes } : {}),
});

export async function changeAssignmentStatus(
  scope: AgencyScope,
  id: string,
  change: AssignmentStatusValues,
): Promise<TrainingAssignmentDetail> {
  const { status: target } = change;
  const today = agencyToday(scope.timeZone);
  return scope.run(async (tx) => {
    const row = await loadAssignment(tx, scope, id);
    const current = row.assignment.status;
    const corrects = Object.keys(completionFields(change)).length > 0;
    if (current === target && !(target === "completed" && corrects)) return toAssignmentDetail(row, today);
    if (!isAdmin(scope)) {
      if (current === "completed") throw forbidden(TRAINING_MESSAGES.reopenAdminOnly);
      if (target === "assigned") throw forbidden(TRAINING_MESSAGES.backwardAdminOnly);
    }

    // An admin completing again corrects the score and notes; the first completion's date stays.
    if (current === "completed" && target === "completed") {
      await tx
        .update(trainingAssignments)
        .set(completionFields(change))
        .where(and(eq(trainingAssignments.agencyId, scope.agencyId), eq(trainingAssignments.id, id)));
      return toAssignmentDetail(await loadAssignment(tx, scope, id), today);
    }
    await tx
      .update(trainingAssignments)
      .set({
        status: target,
        completedAt: target === "completed" ? sql`now()` : null,
        ...(target === "completed" ? completionFields(change) : { score: null, completionNotes: null }),
      })
      .where(and(eq(trainingAssignments.agencyId, scope.agencyId), eq(trainingAssignments.id, id)));

    const assignerId = row.assignment.assignedById;
    if (target === "completed" && assignerId && assignerId !== scope.userId) {
      // Only while the assigner is still on the roster.
      const [assigner] = await currentMembers(tx, scope.agencyId, eq(users.id, assignerId)).limit(1);
      if (assigner) {
        const who = `${row.assigneeFirst ?? ""} ${row.assigneeLast ?? ""}`.trim();
        await notify(tx, {
          agencyId: scope.agencyId,
          userId: assignerId,
          type: "success",
          title: "Training completed",
          message: `${who} completed "${row.course.title}".`,
          dedupeKey: `training-completed:${id}`,
        });
      }
    }
    return toAssignmentDetail(await loadAssignment(tx, scope, id), today);
  });
}
