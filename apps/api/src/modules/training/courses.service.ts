/**
 * Courses: every member reads the agency's catalogue; admins create, edit and delete (the route refuses
 * everyone else). Deleting a course removes its assignments with it.
 */
import {
  type Course,
  type CourseFormValues,
  type CourseUpdateValues,
  hoursToMinutes,
  TRAINING_MESSAGES,
} from "@rollcall/shared/training";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { courses, type NewCourse } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { currentMembers, loadCourse, selectCourses, toCourse } from "./training.queries";

export async function listCourses(scope: AgencyScope): Promise<Course[]> {
  const rows = await scope.run((tx) => selectCourses(tx, scope.agencyId));
  return rows.map(toCourse);
}

/** 400 on instructorId unless it names a current member of the agency (another agency's member too). */
async function requireInstructor(tx: Transaction, agencyId: string, userId: string) {
  const found = await currentMembers(tx, agencyId, eq(users.id, userId)).limit(1);
  if (!found.length)
    throw badRequest(TRAINING_MESSAGES.instructorNotMember, {
      instructorId: TRAINING_MESSAGES.instructorNotMember,
    });
}

export async function createCourse(scope: AgencyScope, v: CourseFormValues): Promise<Course> {
  return scope.run(async (tx) => {
    const instructorId = v.instructorId ?? null;
    if (instructorId) await requireInstructor(tx, scope.agencyId, instructorId);
    const [row] = await tx
      .insert(courses)
      .values({
        agencyId: scope.agencyId,
        title: v.title,
        description: v.description,
        category: v.category,
        difficulty: v.difficulty,
        durationMinutes: hoursToMinutes(v.duration),
        maxParticipants: v.maxParticipants,
        instructorId,
        requirements: v.requirements,
        objectives: v.objectives,
        materials: v.materials,
        status: v.status,
      })
      .returning({ id: courses.id });
    return toCourse(await loadCourse(tx, scope.agencyId, row.id));
  });
}

const COPIED = [
  "title",
  "description",
  "category",
  "difficulty",
  "maxParticipants",
  "requirements",
  "objectives",
  "materials",
  "status",
] as const satisfies ReadonlyArray<keyof CourseUpdateValues & keyof NewCourse>;

/** Any of the fields; the status is set freely (spec 02 §4). A removed instructor may stay, not be chosen. */
export async function updateCourse(scope: AgencyScope, id: string, v: CourseUpdateValues): Promise<Course> {
  return scope.run(async (tx) => {
    const { course } = await loadCourse(tx, scope.agencyId, id);
    const changes: Partial<NewCourse> = {};
    for (const key of COPIED) if (v[key] !== undefined) Object.assign(changes, { [key]: v[key] });
    if (v.duration !== undefined) changes.durationMinutes = hoursToMinutes(v.duration);
    if (v.instructorId !== undefined && v.instructorId !== course.instructorId) {
      if (v.instructorId) await requireInstructor(tx, scope.agencyId, v.instructorId);
      changes.instructorId = v.instructorId;
    }
    if (Object.keys(changes).length)
      await tx
        .update(courses)
        .set(changes)
        .where(and(eq(courses.agencyId, scope.agencyId), eq(courses.id, id)));
    return toCourse(await loadCourse(tx, scope.agencyId, id));
  });
}

export async function deleteCourse(scope: AgencyScope, id: string): Promise<void> {
  await scope.run(async (tx) => {
    await loadCourse(tx, scope.agencyId, id);
    await tx.delete(courses).where(and(eq(courses.agencyId, scope.agencyId), eq(courses.id, id)));
  });
}
