import { TRAINING_MESSAGES } from "@rollcall/shared/training";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { auditLogs } from "../../db/schema/audit";
import { notifications } from "../../db/schema/notifications";
import { courses, trainingAssignments } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { testDay as day, shownDay as display, testToday as today } from "../../test/harness";
import { addMember } from "../../test/members";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, bMember, call, expectCall } = twoAgencies({
  crew: true,
  bMember: "firefighter",
});
const hale = officer;
const kim = firefighter;
const patel = emt;
let gone: { id: string }; // removed from agency A

beforeAll(async () => {
  gone = await addMember(t.db, a.user.agencyId, "firefighter", {
    firstName: "Former",
    lastName: "Member",
    deletedAt: new Date(),
  });
});

const course = (extra: Json = {}): Json => ({
  title: "SCBA Proficiency",
  description: "Donning under 60 seconds and air management drills.",
  category: "equipment",
  duration: 2,
  ...extra,
});

const createCourse = (extra: Json = {}, cookie = a.cookie) =>
  expectCall<{ id: string; title: string } & Json>(
    201,
    "POST",
    "/api/training/courses",
    cookie,
    course(extra),
  );

const assign = (payload: Json, cookie = a.cookie) =>
  expectCall<Array<{ id: string; userId: string } & Json>>(
    201,
    "POST",
    "/api/training/assignments",
    cookie,
    payload,
  );

const get = <T = Array<{ id: string } & Json>>(url: string, cookie: string) =>
  expectCall<T>(200, "GET", url, cookie);

async function setTimeZone(agencyId: string, timeZone: string) {
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ timeZone }).where(eq(agencies.id, agencyId)),
  );
}

// ---------------------------------------------------------------------------------------------------------

describe("courses", () => {
  it("answers the spec's messages for every missing field at once", async () => {
    const res = await call("POST", "/api/training/courses", a.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: "Course title is required",
      description: "Description is required",
      category: "Category is required",
      duration: "Duration is required",
    });
    const blank = await call("POST", "/api/training/courses", a.cookie, {
      title: "  ",
      description: "",
      category: "",
      duration: null,
      maxParticipants: null,
    });
    expect(blank.json().errors).toEqual({
      title: "Course title is required",
      description: "Description is required",
      category: "Category is required",
      duration: "Duration is required",
      maxParticipants: "Max participants is required",
    });
  });

  it("takes hours in 0.5 steps from 0.5, and whole participants from 1", async () => {
    const errorsFor = async (extra: Json) =>
      (await call("POST", "/api/training/courses", a.cookie, course(extra))).json().errors;
    expect(await errorsFor({ duration: 0 })).toEqual({ duration: "Duration is required" });
    expect(await errorsFor({ duration: 0.25 })).toEqual({ duration: "Duration is required" });
    expect(await errorsFor({ duration: 1.25 })).toEqual({ duration: TRAINING_MESSAGES.durationStep });
    expect(await errorsFor({ duration: "2" })).toEqual({ duration: "Duration is required" });
    expect(await errorsFor({ maxParticipants: 0 })).toEqual({
      maxParticipants: "Max participants is required",
    });
    expect(await errorsFor({ maxParticipants: 2.5 })).toEqual({
      maxParticipants: TRAINING_MESSAGES.maxParticipantsWhole,
    });
    expect(await errorsFor({ category: "cooking", difficulty: "expert", status: "live" })).toMatchObject({
      category: "Category is required",
      difficulty: expect.any(String),
      status: expect.any(String),
    });

    const half = await createCourse({ title: "Half hour", duration: 0.5 });
    expect(half.duration).toBe(0.5);
  });

  it("an admin creates a course with the spec's defaults; hours are stored as minutes", async () => {
    const created = await createCourse({ duration: 1.5, requirements: "  ", objectives: "Don in 60 s" });
    expect(created).toMatchObject({
      title: "SCBA Proficiency",
      category: "equipment",
      difficulty: "beginner",
      status: "draft",
      duration: 1.5,
      maxParticipants: 20,
      instructorId: null,
      instructorName: null,
      requirements: null,
      objectives: "Don in 60 s",
      materials: null,
      assignedCount: 0,
      completedCount: 0,
    });
    const [stored] = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select({ minutes: courses.durationMinutes }).from(courses).where(eq(courses.id, created.id)),
    );
    expect(stored.minutes).toBe(90);
  });

  it("names the instructor, takes 'none' for no instructor, and refuses anyone not on the roster", async () => {
    const taught = await createCourse({ title: "Taught", instructorId: hale.id, status: "published" });
    expect(taught).toMatchObject({ instructorId: hale.id, instructorName: "Marcus Hale" });
    const none = await createCourse({ title: "Untaught", instructorId: "none" });
    expect(none.instructorId).toBeNull();
    for (const instructorId of [bMember.id, gone.id, "5eed0000-0000-4000-8000-00000000ffff", "x"]) {
      const res = await call("POST", "/api/training/courses", a.cookie, course({ instructorId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ instructorId: "Choose a member of your agency as instructor" });
    }
  });

  it("every member reads the catalogue, sorted by title", async () => {
    await createCourse({ title: "aardvark handling", category: "other" });
    for (const cookie of [officer.cookie, firefighter.cookie, emt.cookie]) {
      const list = await get("/api/training/courses", cookie);
      expect(list.length).toBeGreaterThan(1);
      expect(list[0].title).toBe("aardvark handling");
      expect(list.some((c) => c.instructorName === "Marcus Hale")).toBe(true);
    }
  });

  it("only an admin creates, edits or deletes a course", async () => {
    const c = await createCourse({ title: "Admins only" });
    for (const cookie of [officer.cookie, firefighter.cookie, emt.cookie]) {
      const post = await call("POST", "/api/training/courses", cookie, course());
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ message: "Admin access required" });
      const patch = await call("PATCH", `/api/training/courses/${c.id}`, cookie, { title: "Mine" });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual({ message: "Admin access required" });
      const del = await call("DELETE", `/api/training/courses/${c.id}`, cookie);
      expect(del.statusCode).toBe(403);
    }
    const stored = (await get("/api/training/courses", a.cookie)).find((x) => x.id === c.id);
    expect(stored?.title).toBe("Admins only");
  });

  it("an edit changes only what it sends, with the same rules as a create", async () => {
    const c = await createCourse({ title: "Edit me", instructorId: hale.id, maxParticipants: 12 });
    const res = await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, {
      status: "published",
      duration: 3.5,
      difficulty: "advanced",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Edit me",
      status: "published",
      duration: 3.5,
      difficulty: "advanced",
      maxParticipants: 12,
      instructorName: "Marcus Hale",
    });
    // The status is set freely (no order).
    const back = await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, { status: "draft" });
    expect(back.json().status).toBe("draft");
    const cleared = await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, { instructorId: "none" });
    expect(cleared.json()).toMatchObject({ instructorId: null, instructorName: null });

    const bad = await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, {
      title: "",
      duration: 0.75,
      instructorId: bMember.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      title: "Course title is required",
      duration: TRAINING_MESSAGES.durationStep,
    });
    const foreign = await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, {
      instructorId: bMember.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ instructorId: "Choose a member of your agency as instructor" });
  });

  it("a removed instructor stays on the course through other edits, by name", async () => {
    const leaving = await addMember(t.db, a.user.agencyId, "officer", {
      firstName: "Rita",
      lastName: "Leaves",
    });
    const c = await createCourse({ title: "Legacy", instructorId: leaving.id });
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.id)),
    );
    const res = await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, {
      title: "Legacy course",
      instructorId: leaving.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Legacy course", instructorName: "Rita Leaves" });
  });

  it("deleting a course removes it and its assignments; a second delete is 404", async () => {
    const c = await createCourse({ title: "Short lived" });
    const [assignment] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: day(10) });
    expect((await call("DELETE", `/api/training/courses/${c.id}`, a.cookie)).statusCode).toBe(204);
    expect((await get("/api/training/courses", a.cookie)).some((x) => x.id === c.id)).toBe(false);
    expect((await call("GET", `/api/training/assignments/${assignment.id}`, a.cookie)).statusCode).toBe(404);
    const again = await call("DELETE", `/api/training/courses/${c.id}`, a.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Course not found" });
  });

  it("every course write is in the audit log", async () => {
    const c = await createCourse({ title: "Audited" });
    await call("PATCH", `/api/training/courses/${c.id}`, a.cookie, { status: "published" });
    await call("DELETE", `/api/training/courses/${c.id}`, a.cookie);
    const rows = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ action: auditLogs.action, userId: auditLogs.userId })
        .from(auditLogs)
        .where(and(eq(auditLogs.entityType, "courses"), eq(auditLogs.entityId, c.id))),
    );
    expect(rows.map((r) => r.action).sort()).toEqual(["create", "delete", "update"]);
    expect(rows.every((r) => r.userId === a.user.id)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("assigning training", () => {
  it("answers the spec's messages for the three required fields", async () => {
    const res = await call("POST", "/api/training/assignments", a.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      courseId: "Course is required",
      userIds: "At least one user must be selected",
      dueDate: "Due date is required",
    });
    const blank = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: "",
      userIds: [],
      dueDate: "",
    });
    expect(blank.json().errors).toEqual({
      courseId: "Course is required",
      userIds: "At least one user must be selected",
      dueDate: "Due date is required",
    });
    const c = await createCourse({ title: "Dates" });
    const bad = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: c.id,
      userIds: [kim.id],
      dueDate: "2031-02-30",
    });
    expect(bad.json().errors).toEqual({ dueDate: TRAINING_MESSAGES.invalidDate });
    const past = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: c.id,
      userIds: [kim.id],
      dueDate: day(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ dueDate: "Due date cannot be in the past" });
  });

  it("creates one assignment per member with medium priority, and tells each of them in the app", async () => {
    const c = await createCourse({ title: "Hazmat Operations", category: "hazmat", duration: 8 });
    const created = await assign({
      courseId: c.id,
      userIds: [kim.id, patel.id, kim.id],
      dueDate: day(14),
      notes: "Bring your ERG",
    });
    expect(created).toHaveLength(2);
    for (const row of created)
      expect(row).toMatchObject({
        courseId: c.id,
        courseTitle: "Hazmat Operations",
        category: "hazmat",
        duration: 8,
        assignedById: a.user.id,
        assignedByName: "Dana Reyes",
        dueDate: day(14),
        priority: "medium",
        status: "assigned",
        overdue: false,
        completedAt: null,
        notes: "Bring your ERG",
        userRemoved: false,
      });
    expect(created.map((r) => r.userName).sort()).toEqual(["Jordan Kim", "Priya Patel"]);

    const notes = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.dedupeKey,
            created.map((r) => `training-assigned:${r.id}`),
          ),
        ),
    );
    expect(notes).toHaveLength(2);
    for (const row of created) {
      const note = notes.find((n) => n.dedupeKey === `training-assigned:${row.id}`);
      expect(note).toMatchObject({
        userId: row.userId,
        type: "info",
        title: "Training assigned",
        message: `"Hazmat Operations" is due ${display(day(14))}.`,
        isRead: false,
      });
    }
    // The assignee finds it in their own notification list.
    const mine = await get<Array<{ title: string; message: string }>>(
      "/api/notifications",
      firefighter.cookie,
    );
    expect(mine.some((n) => n.message === `"Hazmat Operations" is due ${display(day(14))}.`)).toBe(true);

    const counted = (await get("/api/training/courses", a.cookie)).find((x) => x.id === c.id);
    expect(counted).toMatchObject({ assignedCount: 2, completedCount: 0 });
  });

  it("takes the chosen priority", async () => {
    const c = await createCourse({ title: "Critical one" });
    const [row] = await assign({ courseId: c.id, userIds: [patel.id], dueDate: today, priority: "critical" });
    expect(row).toMatchObject({ priority: "critical", dueDate: today, notes: null, overdue: false });
    const bad = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: c.id,
      userIds: [kim.id],
      dueDate: today,
      priority: "urgent",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["priority"]);
  });

  it("refuses another agency's members, removed members and unknown ids: nothing is created, nobody is told", async () => {
    const c = await createCourse({ title: "Roster check" });
    const count = () =>
      withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, async (tx) => ({
        assignments: (
          await tx.select().from(trainingAssignments).where(eq(trainingAssignments.courseId, c.id))
        ).length,
        notes: (await tx.select().from(notifications).where(eq(notifications.title, "Training assigned")))
          .length,
      }));
    const before = await count();
    for (const outsider of [bMember.id, gone.id, "5eed0000-0000-4000-8000-00000000ffff"]) {
      const res = await call("POST", "/api/training/assignments", a.cookie, {
        courseId: c.id,
        userIds: [kim.id, outsider],
        dueDate: day(5),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Select current members of your agency",
        errors: { userIds: "Select current members of your agency" },
      });
    }
    const malformed = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: c.id,
      userIds: ["nope"],
      dueDate: day(5),
    });
    expect(malformed.json().errors).toEqual({ userIds: "Select current members of your agency" });
    expect(await count()).toEqual(before);
  });

  it("refuses an unknown or archived course on the course field", async () => {
    const missing = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: "5eed0000-0000-4000-8000-00000000ffff",
      userIds: [kim.id],
      dueDate: day(5),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ courseId: "Course not found" });
    const archived = await createCourse({ title: "Old", status: "archived" });
    const res = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: archived.id,
      userIds: [kim.id],
      dueDate: day(5),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ courseId: TRAINING_MESSAGES.courseArchived });
  });

  it("refuses a second open assignment of the same course, naming who has it; after completion it may be assigned again", async () => {
    const c = await createCourse({ title: "Once at a time" });
    const [first] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: day(5) });
    const again = await call("POST", "/api/training/assignments", a.cookie, {
      courseId: c.id,
      userIds: [patel.id, kim.id],
      dueDate: day(9),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ userIds: "Jordan Kim already has this course open" });
    await call("PATCH", `/api/training/assignments/${first.id}`, firefighter.cookie, { status: "completed" });
    const renewed = await assign({ courseId: c.id, userIds: [patel.id, kim.id], dueDate: day(9) });
    expect(renewed).toHaveLength(2);
  });

  it("only an admin assigns training", async () => {
    const c = await createCourse({ title: "Admins assign" });
    for (const cookie of [officer.cookie, firefighter.cookie, emt.cookie]) {
      const res = await call("POST", "/api/training/assignments", cookie, {
        courseId: c.id,
        userIds: [kim.id],
        dueDate: day(3),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "Admin access required" });
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("who sees which assignments", () => {
  let visible: { kims: string; patels: string; courseId: string };
  beforeAll(async () => {
    const c = await createCourse({
      title: "Vehicle Extrication",
      category: "rescue",
      instructorId: hale.id,
      objectives: "Roof removal in 15 minutes",
      materials: "Cribbing",
      requirements: "Firefighter I",
      difficulty: "intermediate",
      status: "published",
      duration: 6,
    });
    const rows = await assign({ courseId: c.id, userIds: [kim.id, patel.id], dueDate: day(20) });
    visible = {
      courseId: c.id,
      kims: rows.find((r) => r.userId === kim.id)?.id ?? "",
      patels: rows.find((r) => r.userId === patel.id)?.id ?? "",
    };
  });

  it("an admin lists every assignment; other members only their own", async () => {
    const all = await get("/api/training/assignments", a.cookie);
    expect(all.some((x) => x.id === visible.kims)).toBe(true);
    expect(all.some((x) => x.id === visible.patels)).toBe(true);
    const kims = await get("/api/training/assignments", firefighter.cookie);
    expect(kims.length).toBeGreaterThan(0);
    expect(kims.every((x) => x.userId === kim.id)).toBe(true);
    expect(kims.some((x) => x.id === visible.kims)).toBe(true);
    // Officers too: another member's training is theirs and the admins' business.
    expect(await get("/api/training/assignments", officer.cookie)).toEqual([]);
  });

  it("My Training is the caller's own, with course title, category and hours; open first by due date", async () => {
    const mine = await get<Array<{ userId: string; dueDate: string; status: string } & Json>>(
      "/api/training/my-training",
      firefighter.cookie,
    );
    expect(mine.every((x) => x.userId === kim.id)).toBe(true);
    expect(mine.find((x) => x.id === visible.kims)).toMatchObject({
      courseTitle: "Vehicle Extrication",
      category: "rescue",
      duration: 6,
      dueDate: day(20),
      status: "assigned",
    });
    const open = mine.filter((x) => x.status !== "completed");
    expect(open.map((x) => x.dueDate)).toEqual([...open.map((x) => x.dueDate)].sort());
    const firstCompleted = mine.findIndex((x) => x.status === "completed");
    if (firstCompleted >= 0)
      expect(mine.slice(firstCompleted).every((x) => x.status === "completed")).toBe(true);
    // An admin's My Training is theirs too, not the agency's.
    expect(await get("/api/training/my-training", a.cookie)).toEqual([]);
  });

  it("View Details: the assignment with its course, for the assignee and admins; 404 for other members", async () => {
    const detail = await get<Json>(`/api/training/assignments/${visible.kims}`, firefighter.cookie);
    expect(detail).toMatchObject({
      id: visible.kims,
      userName: "Jordan Kim",
      assignedByName: "Dana Reyes",
      course: {
        id: visible.courseId,
        title: "Vehicle Extrication",
        difficulty: "intermediate",
        duration: 6,
        instructorName: "Marcus Hale",
        objectives: "Roof removal in 15 minutes",
        materials: "Cribbing",
        requirements: "Firefighter I",
        status: "published",
      },
    });
    expect((await call("GET", `/api/training/assignments/${visible.kims}`, a.cookie)).statusCode).toBe(200);
    for (const cookie of [emt.cookie, officer.cookie]) {
      const res = await call("GET", `/api/training/assignments/${visible.kims}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Training assignment not found" });
    }
  });

  it("a removed assignee's training stays listed, marked as removed", async () => {
    const leaving = await addMember(t.db, a.user.agencyId, "emt", { firstName: "Sam", lastName: "Gone" });
    const [row] = await assign({ courseId: visible.courseId, userIds: [leaving.id], dueDate: day(4) });
    await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.id)),
    );
    const listed = (await get("/api/training/assignments", a.cookie)).find((x) => x.id === row.id);
    expect(listed).toMatchObject({ userName: "Sam Gone", userRemoved: true });
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("starting and completing training", () => {
  it("the assignee starts and completes their own; the assigner is told; completing again changes nothing", async () => {
    const c = await createCourse({ title: "Radio Mayday", category: "communications", duration: 1.5 });
    const [row] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: day(7) });

    const started = await call("PATCH", `/api/training/assignments/${row.id}`, firefighter.cookie, {
      status: "in_progress",
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: "in_progress", completedAt: null, course: { id: c.id } });

    const before = Date.now();
    const done = await call("PATCH", `/api/training/assignments/${row.id}`, firefighter.cookie, {
      status: "completed",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe("completed");
    const completedAt = Date.parse(done.json().completedAt);
    expect(completedAt).toBeGreaterThanOrEqual(before - 5000);
    expect(completedAt).toBeLessThanOrEqual(Date.now() + 5000);

    const told = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `training-completed:${row.id}`)),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: a.user.id,
      type: "success",
      title: "Training completed",
      message: 'Jordan Kim completed "Radio Mayday".',
    });

    const twice = await call("PATCH", `/api/training/assignments/${row.id}`, firefighter.cookie, {
      status: "completed",
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().completedAt).toBe(done.json().completedAt);

    const counted = (await get("/api/training/courses", a.cookie)).find((x) => x.id === c.id);
    expect(counted).toMatchObject({ assignedCount: 1, completedCount: 1 });
  });

  it("a member may complete without starting, but cannot move back or reopen; an admin can", async () => {
    const c = await createCourse({ title: "Back and forth" });
    const [row] = await assign({ courseId: c.id, userIds: [patel.id], dueDate: day(7) });
    const url = `/api/training/assignments/${row.id}`;

    expect((await call("PATCH", url, emt.cookie, { status: "in_progress" })).statusCode).toBe(200);
    const back = await call("PATCH", url, emt.cookie, { status: "assigned" });
    expect(back.statusCode).toBe(403);
    expect(back.json()).toEqual({ message: "Only an admin can move training back to assigned" });

    expect((await call("PATCH", url, emt.cookie, { status: "completed" })).json().status).toBe("completed");
    for (const status of ["in_progress", "assigned"]) {
      const reopen = await call("PATCH", url, emt.cookie, { status });
      expect(reopen.statusCode).toBe(403);
      expect(reopen.json()).toEqual({ message: "Completed training can only be reopened by an admin" });
    }

    const reopened = await call("PATCH", url, a.cookie, { status: "in_progress" });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: "in_progress", completedAt: null });
    expect((await call("PATCH", url, a.cookie, { status: "assigned" })).json().status).toBe("assigned");
  });

  it("completion records a score and notes; only an admin corrects them afterwards", async () => {
    const c = await createCourse({ title: "Scored" });
    const [row] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: day(7) });
    const url = `/api/training/assignments/${row.id}`;

    for (const [body, errors] of [
      [{ status: "completed", score: 101 }, { score: TRAINING_MESSAGES.score }],
      [{ status: "completed", score: 72.5 }, { score: TRAINING_MESSAGES.score }],
      [{ status: "in_progress", score: 80 }, { score: TRAINING_MESSAGES.scoreOnCompletion }],
      [
        { status: "in_progress", completionNotes: "x" },
        { completionNotes: TRAINING_MESSAGES.scoreOnCompletion },
      ],
    ] as const) {
      const res = await call("PATCH", url, firefighter.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await get<Json>(url, a.cookie)).status).toBe("assigned");

    const done = await call("PATCH", url, firefighter.cookie, {
      status: "completed",
      score: 92,
      completionNotes: "  Passed the practical on the second try.  ",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: "completed",
      score: 92,
      completionNotes: "Passed the practical on the second try.",
    });
    const listed = (await get("/api/training/assignments", a.cookie)).find((x) => x.id === row.id);
    expect(listed).toMatchObject({ score: 92, completionNotes: "Passed the practical on the second try." });

    const refused = await call("PATCH", url, firefighter.cookie, { status: "completed", score: 100 });
    expect(refused.statusCode).toBe(403);
    const corrected = await call("PATCH", url, a.cookie, { status: "completed", score: 95 });
    expect(corrected.json()).toMatchObject({ score: 95, completedAt: done.json().completedAt });

    // Reopening clears them.
    const reopened = await call("PATCH", url, a.cookie, { status: "in_progress" });
    expect(reopened.json()).toMatchObject({ score: null, completionNotes: null, completedAt: null });
  });

  it("nobody else moves a member's training, and 'overdue' or nonsense is not a status one sets", async () => {
    const c = await createCourse({ title: "Hands off" });
    const [row] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: day(7) });
    const url = `/api/training/assignments/${row.id}`;
    for (const cookie of [emt.cookie, officer.cookie]) {
      const res = await call("PATCH", url, cookie, { status: "completed" });
      expect(res.statusCode).toBe(404);
    }
    for (const status of ["overdue", "done", undefined]) {
      const res = await call("PATCH", url, firefighter.cookie, status === undefined ? {} : { status });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ status: TRAINING_MESSAGES.status });
    }
    expect((await get<Json>(url, a.cookie)).status).toBe("assigned");
  });

  it("marks open training overdue once its due date is before the agency's today", async () => {
    const c = await createCourse({ title: "Zones" });
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) are always on different calendar days.
    const pagoToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Pago_Pago" }).format(new Date());
    await setTimeZone(a.user.agencyId, "Pacific/Pago_Pago");
    try {
      const [row] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: pagoToday });
      expect(row.overdue).toBe(false);
      await setTimeZone(a.user.agencyId, "Pacific/Kiritimati");
      const seen = await get<Json>(`/api/training/assignments/${row.id}`, firefighter.cookie);
      expect(seen).toMatchObject({ overdue: true, status: "assigned" });
      // A new assignment cannot be due before the agency's today.
      const past = await call("POST", "/api/training/assignments", a.cookie, {
        courseId: c.id,
        userIds: [patel.id],
        dueDate: pagoToday,
      });
      expect(past.json().errors).toEqual({ dueDate: "Due date cannot be in the past" });
      await call("PATCH", `/api/training/assignments/${row.id}`, firefighter.cookie, { status: "completed" });
      expect((await get<Json>(`/api/training/assignments/${row.id}`, firefighter.cookie)).overdue).toBe(
        false,
      );
    } finally {
      await setTimeZone(a.user.agencyId, "UTC");
    }
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("agency isolation", () => {
  it("another agency's admin sees none of the first agency's training and gets 404 on every id", async () => {
    const c = await createCourse({ title: "Isolated course" });
    const [row] = await assign({ courseId: c.id, userIds: [kim.id], dueDate: day(5) });

    expect((await get("/api/training/courses", b.cookie)).some((x) => x.id === c.id)).toBe(false);
    expect(await get("/api/training/assignments", b.cookie)).toEqual([]);
    expect(await get("/api/training/my-training", b.cookie)).toEqual([]);

    const patch = await call("PATCH", `/api/training/courses/${c.id}`, b.cookie, { title: "Taken" });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: "Course not found" });
    expect((await call("DELETE", `/api/training/courses/${c.id}`, b.cookie)).statusCode).toBe(404);
    const read = await call("GET", `/api/training/assignments/${row.id}`, b.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: "Training assignment not found" });
    const move = await call("PATCH", `/api/training/assignments/${row.id}`, b.cookie, {
      status: "completed",
    });
    expect(move.statusCode).toBe(404);

    // Nor can it assign the first agency's course, or to the first agency's members.
    const bCourse = await createCourse({ title: "B's course" }, b.cookie);
    const foreignCourse = await call("POST", "/api/training/assignments", b.cookie, {
      courseId: c.id,
      userIds: [bMember.id],
      dueDate: day(5),
    });
    expect(foreignCourse.statusCode).toBe(400);
    expect(foreignCourse.json().errors).toEqual({ courseId: "Course not found" });
    const foreignPeople = await call("POST", "/api/training/assignments", b.cookie, {
      courseId: bCourse.id,
      userIds: [kim.id],
      dueDate: day(5),
    });
    expect(foreignPeople.statusCode).toBe(400);
    expect(foreignPeople.json().errors).toEqual({ userIds: "Select current members of your agency" });
    const foreignInstructor = await call("PATCH", `/api/training/courses/${bCourse.id}`, b.cookie, {
      instructorId: hale.id,
    });
    expect(foreignInstructor.statusCode).toBe(400);

    // Malformed ids are 404 like missing ones.
    for (const [method, url] of [
      ["PATCH", "/api/training/courses/not-a-uuid"],
      ["DELETE", "/api/training/courses/not-a-uuid"],
      ["GET", "/api/training/assignments/not-a-uuid"],
      ["PATCH", "/api/training/assignments/not-a-uuid"],
    ] as const)
      expect(
        (await call(method, url, a.cookie, method === "PATCH" ? { status: "completed" } : undefined))
          .statusCode,
      ).toBe(404);

    const still = await get<Json>(`/api/training/assignments/${row.id}`, a.cookie);
    expect(still).toMatchObject({ courseTitle: "Isolated course", status: "assigned" });
  });

  it("refuses everything to a visitor who is not signed in", async () => {
    const id = "5eed0000-0000-4000-8000-00000000ffff";
    for (const [method, url] of [
      ["GET", "/api/training/courses"],
      ["POST", "/api/training/courses"],
      ["PATCH", `/api/training/courses/${id}`],
      ["DELETE", `/api/training/courses/${id}`],
      ["GET", "/api/training/assignments"],
      ["POST", "/api/training/assignments"],
      ["GET", `/api/training/assignments/${id}`],
      ["PATCH", `/api/training/assignments/${id}`],
      ["GET", "/api/training/my-training"],
      ["GET", "/api/training/progress"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === "POST" || method === "PATCH" ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
