import { WELLNESS_DATA_SCHEMAS, WELLNESS_MESSAGES } from "@rollcall/shared/wellness";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { fitnessEnrollments, wellnessRecords } from "../../db/schema/wellness";
import { DEMO_ACCOUNTS, DEMO_AGENCY_ID, seedDemo } from "../../db/seed";
import {
  createTestApp,
  testDay as day,
  shownDay,
  signUpAgency,
  testToday as today,
} from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { type Json, type Member, twoAgencies } from "../../test/world";
import { runNotificationJobs } from "../notifications";
import { monthBounds, weekStart } from "./stats.service";

const { t, a, b, officer, firefighter, emt, bMember, call, expectCall } = twoAgencies({
  crew: true,
  bMember: "firefighter",
});
let bFirefighter: Member;

beforeAll(async () => {
  bFirefighter = { ...bMember, cookie: await signIn(t.app, bMember.email) };
});

type Program = {
  id: string;
  name: string;
  isActive: boolean;
  enrollment: { startedAt: string; sessions: number; minutes: number; lastSessionOn: string | null } | null;
} & Json;
type WRecord = {
  id: string;
  userId: string;
  userName: string | null;
  data: Json;
  notes: string | null;
  isPrivate: boolean;
} & Json;
type Stats = {
  activePrograms: number;
  weeklyActivities: number;
  healthRecords: number;
  mentalHealthLogs: number;
  participation: { month: string; membersThisMonth: number; totalMembers: number } | null;
};

const ADMIN_REQUIRED = { message: "Admin access required" };

const createProgram = (cookie: string, extra: Json = {}) =>
  expectCall<Program>(201, "POST", "/api/fitness-programs", cookie, { name: "Stair Climb", ...extra });
const programs = (cookie: string) => expectCall<Program[]>(200, "GET", "/api/fitness-programs", cookie);
const records = (cookie: string, scope = "mine") =>
  expectCall<WRecord[]>(200, "GET", `/api/wellness-records?scope=${scope}`, cookie);
const stats = (cookie: string) => expectCall<Stats>(200, "GET", "/api/wellness/stats", cookie);

const fitness = (extra: Json = {}, data: Json = {}): Json => ({
  recordType: "fitness",
  data: { activity: "Rowing", minutes: 30, intensity: "moderate", ...data },
  recordDate: today,
  ...extra,
});
const medical = (extra: Json = {}, data: Json = {}): Json => ({
  recordType: "medical",
  data: { evaluation: "Annual medical evaluation", result: "cleared", nextDueDate: day(365), ...data },
  recordDate: today,
  ...extra,
});
const mental = (extra: Json = {}, data: Json = {}): Json => ({
  recordType: "mental_health",
  data: { mood: 4, ...data },
  recordDate: today,
  ...extra,
});
const logRecord = (cookie: string, body: Json) =>
  expectCall<WRecord>(201, "POST", "/api/wellness-records", cookie, body);

/** A fresh member of agency A, signed in: counts and lists of their own start from zero. */
async function newMember(role: "officer" | "firefighter" | "emt" = "firefighter", firstName = "Casey") {
  const m = await addMember(t.db, a.user.agencyId, role, { firstName, lastName: "Morgan" });
  return { id: m.id, email: m.email, cookie: await signIn(t.app, m.email) };
}

// ---------------------------------------------------------------------------------------------------------

describe("fitness programs", () => {
  it("any member creates one with the spec's defaults (general, 30 minutes, beginner)", async () => {
    const created = await createProgram(firefighter.cookie, { name: "  Core Basics  " });
    expect(created).toMatchObject({
      name: "Core Basics",
      description: null,
      type: "general",
      duration: 30,
      difficulty: "beginner",
      instructions: null,
      isActive: true,
      enrollment: null,
    });
    expect((await programs(emt.cookie)).map((p) => p.id)).toContain(created.id);
  });

  it("refuses a bad program with field messages and stores nothing", async () => {
    const before = (await programs(a.cookie)).length;
    const empty = await call("POST", "/api/fitness-programs", officer.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: WELLNESS_MESSAGES.name });
    const bad = await call("POST", "/api/fitness-programs", officer.cookie, {
      name: "Long",
      duration: 1441,
      type: "yoga",
      difficulty: "expert",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      duration: WELLNESS_MESSAGES.duration,
      type: expect.any(String),
      difficulty: expect.any(String),
    });
    const fractional = await call("POST", "/api/fitness-programs", officer.cookie, {
      name: "X",
      duration: 2.5,
    });
    expect(fractional.json().errors).toEqual({ duration: WELLNESS_MESSAGES.duration });
    expect(await programs(a.cookie)).toHaveLength(before);
  });

  it("lists active programs first, then by name", async () => {
    const agency = await addMember(t.db, b.user.agencyId, "emt");
    const cookie = await signIn(t.app, agency.email);
    // Agency B, so the other tests' programs stay out of the order.
    const zulu = await createProgram(b.cookie, { name: "zulu drills" });
    await createProgram(cookie, { name: "Alpha Run" });
    await createProgram(cookie, { name: "bravo lifts" });
    const retired = await createProgram(b.cookie, { name: "Aardvark Walk" });
    await expectCall(200, "PATCH", `/api/fitness-programs/${retired.id}`, b.cookie, { isActive: false });
    const list = await programs(cookie);
    expect(list.map((p) => [p.name, p.isActive])).toEqual([
      ["Alpha Run", true],
      ["bravo lifts", true],
      ["zulu drills", true],
      ["Aardvark Walk", false],
    ]);
    expect(list.find((p) => p.id === zulu.id)?.enrollment).toBeNull();
    // Agency A sees none of them.
    const names = (await programs(a.cookie)).map((p) => p.name);
    expect(names).not.toContain("zulu drills");
    expect(names).not.toContain("Alpha Run");
  });

  it("admins edit and retire a program; a non-admin gets 403 and nothing changes", async () => {
    const program = await createProgram(firefighter.cookie, { name: "Hose Drag", duration: 20 });
    for (const member of [officer, firefighter, emt]) {
      const patch = await call("PATCH", `/api/fitness-programs/${program.id}`, member.cookie, {
        name: "Mine",
      });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toEqual(ADMIN_REQUIRED);
      const del = await call("DELETE", `/api/fitness-programs/${program.id}`, member.cookie);
      expect(del.statusCode).toBe(403);
      expect(del.json()).toEqual(ADMIN_REQUIRED);
    }
    expect((await programs(a.cookie)).find((p) => p.id === program.id)?.name).toBe("Hose Drag");

    const edited = await expectCall<Program>(200, "PATCH", `/api/fitness-programs/${program.id}`, a.cookie, {
      name: "Hose Drag & Carry",
      duration: 25,
      difficulty: "advanced",
      isActive: false,
    });
    expect(edited).toMatchObject({
      name: "Hose Drag & Carry",
      duration: 25,
      difficulty: "advanced",
      isActive: false,
    });
    const bad = await call("PATCH", `/api/fitness-programs/${program.id}`, a.cookie, {
      name: " ",
      duration: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: WELLNESS_MESSAGES.name, duration: WELLNESS_MESSAGES.duration });

    expect((await call("DELETE", `/api/fitness-programs/${program.id}`, a.cookie)).statusCode).toBe(204);
    expect((await programs(a.cookie)).map((p) => p.id)).not.toContain(program.id);
    expect((await call("DELETE", `/api/fitness-programs/${program.id}`, a.cookie)).statusCode).toBe(404);
  });

  it("another agency's program answers 404 on every route and never shows", async () => {
    const program = await createProgram(a.cookie, { name: "Agency A Only" });
    for (const cookie of [b.cookie, bFirefighter.cookie]) {
      const start = await call("POST", `/api/fitness-programs/${program.id}/start`, cookie);
      expect(start.statusCode).toBe(404);
      expect(start.json()).toEqual({ message: WELLNESS_MESSAGES.programNotFound });
      expect(JSON.stringify(await programs(cookie))).not.toContain(program.id);
    }
    expect(
      (await call("PATCH", `/api/fitness-programs/${program.id}`, b.cookie, { name: "X" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/fitness-programs/${program.id}`, b.cookie)).statusCode).toBe(404);
    expect((await programs(a.cookie)).find((p) => p.id === program.id)?.name).toBe("Agency A Only");
    // Nor may a record of B's name A's program.
    const res = await call(
      "POST",
      "/api/wellness-records",
      bFirefighter.cookie,
      fitness({}, { programId: program.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ "data.programId": WELLNESS_MESSAGES.programChoice });
    expect(await records(bFirefighter.cookie)).toEqual([]);
  });
});

describe("starting a program", () => {
  it("enrols the caller once and logs each session; the card shows their sessions and minutes", async () => {
    const member = await newMember();
    const program = await createProgram(a.cookie, {
      name: "Fireground Circuit",
      duration: 45,
      difficulty: "intermediate",
    });
    const first = await expectCall<Program>(
      201,
      "POST",
      `/api/fitness-programs/${program.id}/start`,
      member.cookie,
    );
    expect(first.enrollment).toMatchObject({ sessions: 1, minutes: 45, lastSessionOn: today });
    const second = await expectCall<Program>(
      201,
      "POST",
      `/api/fitness-programs/${program.id}/start`,
      member.cookie,
    );
    expect(second.enrollment).toMatchObject({ sessions: 2, minutes: 90, lastSessionOn: today });
    expect(second.enrollment?.startedAt).toBe(first.enrollment?.startedAt);

    const enrolments = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(fitnessEnrollments).where(eq(fitnessEnrollments.userId, member.id)),
    );
    expect(enrolments).toHaveLength(1);

    const logged = await records(member.cookie);
    expect(logged).toHaveLength(2);
    for (const r of logged)
      expect(r).toMatchObject({
        userId: member.id,
        recordType: "fitness",
        recordDate: today,
        isPrivate: true,
        data: { activity: "Fireground Circuit", minutes: 45, intensity: "moderate", programId: program.id },
      });

    // A session logged by hand in the program counts too; the card is the caller's own.
    await logRecord(member.cookie, fitness({ recordDate: day(-1) }, { minutes: 10, programId: program.id }));
    const card = (await programs(member.cookie)).find((p) => p.id === program.id);
    expect(card?.enrollment).toMatchObject({ sessions: 3, minutes: 100, lastSessionOn: today });
    expect((await programs(emt.cookie)).find((p) => p.id === program.id)?.enrollment).toBeNull();
    expect((await programs(a.cookie)).find((p) => p.id === program.id)?.enrollment).toBeNull();
    expect((await stats(member.cookie)).weeklyActivities).toBeGreaterThanOrEqual(2);
  });

  it("a session logged in a program (Start Program's dialog) enrols the caller, once, with the chosen minutes", async () => {
    const member = await newMember();
    const program = await createProgram(a.cookie, { name: "Hose Drag", duration: 60 });
    await logRecord(
      member.cookie,
      fitness({}, { activity: "Hose Drag", minutes: 20, programId: program.id }),
    );
    await logRecord(
      member.cookie,
      fitness({}, { activity: "Hose Drag", minutes: 35, programId: program.id }),
    );
    const card = (await programs(member.cookie)).find((p) => p.id === program.id);
    expect(card?.enrollment).toMatchObject({ sessions: 2, minutes: 55, lastSessionOn: today });
    const enrolments = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(fitnessEnrollments).where(eq(fitnessEnrollments.userId, member.id)),
    );
    expect(enrolments).toHaveLength(1);
    expect((await programs(emt.cookie)).find((p) => p.id === program.id)?.enrollment).toBeNull();
  });

  it("logs the program's difficulty as intensity, and at least one minute", async () => {
    const member = await newMember();
    const hard = await createProgram(a.cookie, {
      name: "Combat Challenge",
      duration: 0,
      difficulty: "advanced",
    });
    const easy = await createProgram(a.cookie, { name: "Mobility", duration: 15 });
    await expectCall(201, "POST", `/api/fitness-programs/${hard.id}/start`, member.cookie);
    await expectCall(201, "POST", `/api/fitness-programs/${easy.id}/start`, member.cookie);
    const byProgram = Object.fromEntries(
      (await records(member.cookie)).map((r) => [r.data.programId, r.data]),
    );
    expect(byProgram[hard.id]).toMatchObject({ minutes: 1, intensity: "high" });
    expect(byProgram[easy.id]).toMatchObject({ minutes: 15, intensity: "low" });
  });

  it("refuses a retired program with 409 and logs nothing", async () => {
    const member = await newMember();
    const program = await createProgram(a.cookie, { name: "Retired Plan" });
    await expectCall(200, "PATCH", `/api/fitness-programs/${program.id}`, a.cookie, { isActive: false });
    const res = await call("POST", `/api/fitness-programs/${program.id}/start`, member.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: WELLNESS_MESSAGES.programInactive });
    expect(await records(member.cookie)).toEqual([]);
    expect((await programs(member.cookie)).find((p) => p.id === program.id)?.enrollment).toBeNull();
  });

  it("deleting a program removes members' enrolments but keeps their logged sessions", async () => {
    const member = await newMember();
    const program = await createProgram(a.cookie, { name: "Short Lived" });
    await expectCall(201, "POST", `/api/fitness-programs/${program.id}/start`, member.cookie);
    expect((await call("DELETE", `/api/fitness-programs/${program.id}`, a.cookie)).statusCode).toBe(204);
    expect(await records(member.cookie)).toHaveLength(1);
    const enrolments = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.select().from(fitnessEnrollments).where(eq(fitnessEnrollments.programId, program.id)),
    );
    expect(enrolments).toEqual([]);
  });
});

describe("wellness records", () => {
  it("logs each type as the caller's own record, private by default", async () => {
    const member = await newMember();
    const f = await logRecord(member.cookie, fitness({ notes: "  Tower  ", userId: a.user.id }));
    expect(f).toMatchObject({
      userId: member.id,
      userName: null,
      recordType: "fitness",
      data: { activity: "Rowing", minutes: 30, intensity: "moderate", programId: null },
      notes: "Tower",
      isPrivate: true,
    });
    const m = await logRecord(member.cookie, medical({ recordDate: day(-3), isPrivate: false }));
    expect(m).toMatchObject({ recordType: "medical", isPrivate: false, recordDate: day(-3) });
    const h = await logRecord(member.cookie, mental({ recordDate: day(-1) }, { extra: "dropped" }));
    expect(h.data).toEqual({ mood: 4 });
    const list = await records(member.cookie);
    expect(list.map((r) => r.id)).toEqual([f.id, h.id, m.id]);
    const s = await stats(member.cookie);
    expect(s).toMatchObject({ healthRecords: 1, mentalHealthLogs: 1, participation: null });
  });

  it("answers each type's field messages and stores nothing", async () => {
    const member = await newMember();
    const errorsFor = async (body: Json) => {
      const res = await call("POST", "/api/wellness-records", member.cookie, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errorsFor({ recordType: "sleep", data: {}, recordDate: today })).toEqual({
      recordType: WELLNESS_MESSAGES.recordType,
    });
    expect(await errorsFor({ recordType: "fitness", data: {}, recordDate: "" })).toEqual({
      "data.activity": WELLNESS_MESSAGES.activity,
      "data.minutes": WELLNESS_MESSAGES.minutes,
      "data.intensity": WELLNESS_MESSAGES.intensity,
      recordDate: WELLNESS_MESSAGES.recordDate,
    });
    expect(await errorsFor(fitness({}, { minutes: 0, intensity: "extreme", programId: "nope" }))).toEqual({
      "data.minutes": WELLNESS_MESSAGES.minutes,
      "data.intensity": WELLNESS_MESSAGES.intensity,
      "data.programId": WELLNESS_MESSAGES.programChoice,
    });
    expect(await errorsFor({ recordType: "medical", data: {}, recordDate: today })).toEqual({
      "data.evaluation": WELLNESS_MESSAGES.evaluation,
      "data.result": WELLNESS_MESSAGES.result,
      "data.nextDueDate": WELLNESS_MESSAGES.nextDueDate,
    });
    expect(await errorsFor(medical({ recordDate: day(-1) }, { nextDueDate: day(-1) }))).toEqual({
      "data.nextDueDate": WELLNESS_MESSAGES.nextDueBeforeDate,
    });
    expect(await errorsFor(mental({}, { mood: 6 }))).toEqual({ "data.mood": WELLNESS_MESSAGES.mood });
    expect(await errorsFor(mental({}, { mood: "great" }))).toEqual({ "data.mood": WELLNESS_MESSAGES.mood });
    expect(await errorsFor(fitness({ recordDate: day(2) }))).toEqual({
      recordDate: WELLNESS_MESSAGES.recordDateFuture,
    });
    expect(await errorsFor(fitness({}, { programId: crypto.randomUUID() }))).toEqual({
      "data.programId": WELLNESS_MESSAGES.programChoice,
    });
    expect(await records(member.cookie)).toEqual([]);
  });

  it("the owner edits a record; data is checked against the record's own type", async () => {
    const member = await newMember();
    const m = await logRecord(member.cookie, medical({ recordDate: day(-10) }, { nextDueDate: day(20) }));
    const patch = (body: Json) => call("PATCH", `/api/wellness-records/${m.id}`, member.cookie, body);

    const wrongType = await patch({ data: { result: "maybe", mood: 3 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ "data.result": WELLNESS_MESSAGES.result });
    const blank = await patch({ data: { evaluation: " " } });
    expect(blank.json().errors).toEqual({ "data.evaluation": WELLNESS_MESSAGES.evaluation });
    const early = await patch({ data: { nextDueDate: day(-11) } });
    expect(early.json().errors).toEqual({ "data.nextDueDate": WELLNESS_MESSAGES.nextDueBeforeDate });
    // Moving the evaluation's date past its next due date breaks the same rule.
    const late = await patch({ recordDate: day(0), data: { nextDueDate: day(-5) } });
    expect(late.json().errors).toEqual({ "data.nextDueDate": WELLNESS_MESSAGES.nextDueBeforeDate });
    const future = await patch({ recordDate: day(3) });
    expect(future.json().errors).toEqual({ recordDate: WELLNESS_MESSAGES.recordDateFuture });
    expect((await records(member.cookie))[0]).toMatchObject({ data: m.data, recordDate: day(-10) });

    const res = await patch({
      data: { result: "restricted" },
      notes: "Light duty 2 weeks",
      isPrivate: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { evaluation: "Annual medical evaluation", result: "restricted", nextDueDate: day(20) },
      notes: "Light duty 2 weeks",
      isPrivate: false,
    });

    const f = await logRecord(member.cookie, fitness());
    const bad = await call("PATCH", `/api/wellness-records/${f.id}`, member.cookie, { data: { minutes: 0 } });
    expect(bad.json().errors).toEqual({ "data.minutes": WELLNESS_MESSAGES.minutes });
    const other = await call("PATCH", `/api/wellness-records/${f.id}`, member.cookie, {
      data: { programId: crypto.randomUUID() },
    });
    expect(other.json().errors).toEqual({ "data.programId": WELLNESS_MESSAGES.programChoice });
    const ok = await expectCall<WRecord>(200, "PATCH", `/api/wellness-records/${f.id}`, member.cookie, {
      data: { minutes: 50 },
    });
    expect(ok.data).toMatchObject({ activity: "Rowing", minutes: 50, intensity: "moderate" });
  });

  it("the owner deletes a record", async () => {
    const member = await newMember();
    const r = await logRecord(member.cookie, mental());
    expect((await call("DELETE", `/api/wellness-records/${r.id}`, member.cookie)).statusCode).toBe(204);
    expect(await records(member.cookie)).toEqual([]);
    const again = await call("DELETE", `/api/wellness-records/${r.id}`, member.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: WELLNESS_MESSAGES.recordNotFound });
  });

  it("only admins list shared records: anyone else gets 403", async () => {
    for (const member of [officer, firefighter, emt]) {
      const res = await call("GET", "/api/wellness-records?scope=shared", member.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(ADMIN_REQUIRED);
    }
    expect((await call("GET", "/api/wellness-records?scope=everyone", a.cookie)).statusCode).toBe(400);
  });

  it("another agency's record answers 404 and never shows in its lists or stats", async () => {
    const member = await newMember();
    const shared = await logRecord(member.cookie, medical({ isPrivate: false, notes: "XAGENCY" }));
    const before = await records(member.cookie);
    for (const cookie of [b.cookie, bFirefighter.cookie]) {
      const patch = await call("PATCH", `/api/wellness-records/${shared.id}`, cookie, { notes: "changed" });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ message: WELLNESS_MESSAGES.recordNotFound });
      expect((await call("DELETE", `/api/wellness-records/${shared.id}`, cookie)).statusCode).toBe(404);
      expect(JSON.stringify(await records(cookie))).not.toContain("XAGENCY");
    }
    expect(JSON.stringify(await records(b.cookie, "shared"))).not.toContain("XAGENCY");
    expect(await stats(b.cookie)).toMatchObject({ healthRecords: 0, participation: { membersThisMonth: 0 } });
    expect(await records(member.cookie)).toEqual(before);
  });
});

describe("privacy", () => {
  /** A member of agency A with one private medical record, marked in its notes. */
  async function privateRecord(marker: string) {
    const owner = await newMember("firefighter", "Robin");
    const record = await logRecord(owner.cookie, medical({ notes: `${marker} knee surgery` }));
    return { owner, record };
  }

  it("a private record is not in the admin's list of shared records", async () => {
    const { record } = await privateRecord("PRIVLIST");
    const shared = await records(a.cookie, "shared");
    expect(shared.map((r) => r.id)).not.toContain(record.id);
    expect(JSON.stringify(shared)).not.toContain("PRIVLIST");
    expect(JSON.stringify(await records(a.cookie))).not.toContain("PRIVLIST");
  });

  it("nobody else reads, edits or deletes a private record: the admin and another member get 404", async () => {
    const { owner, record } = await privateRecord("PRIVWRITE");
    for (const member of [{ cookie: a.cookie }, officer, emt]) {
      const patch = await call("PATCH", `/api/wellness-records/${record.id}`, member.cookie, {
        notes: "overwritten",
        isPrivate: false,
      });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toEqual({ message: WELLNESS_MESSAGES.recordNotFound });
      const del = await call("DELETE", `/api/wellness-records/${record.id}`, member.cookie);
      expect(del.statusCode).toBe(404);
      expect(JSON.stringify(await records(member.cookie))).not.toContain("PRIVWRITE");
    }
    const [mine] = await records(owner.cookie);
    expect(mine).toMatchObject({ id: record.id, notes: "PRIVWRITE knee surgery", isPrivate: true });
  });

  it("even a shared record stays the owner's to edit: the admin gets 404", async () => {
    const owner = await newMember();
    const record = await logRecord(owner.cookie, fitness({ isPrivate: false, notes: "SHAREDRO" }));
    const patch = await call("PATCH", `/api/wellness-records/${record.id}`, a.cookie, { notes: "admin" });
    expect(patch.statusCode).toBe(404);
    expect((await call("DELETE", `/api/wellness-records/${record.id}`, a.cookie)).statusCode).toBe(404);
    expect((await records(owner.cookie))[0].notes).toBe("SHAREDRO");
  });

  it("a private record counts in no one else's stats", async () => {
    const watcher = await newMember("emt");
    const adminBefore = await stats(a.cookie);
    const watcherBefore = await stats(watcher.cookie);
    const owner = await newMember();
    await logRecord(owner.cookie, medical());
    await logRecord(owner.cookie, mental());
    await logRecord(owner.cookie, fitness());
    const adminAfter = await stats(a.cookie);
    expect({ ...adminAfter, participation: null }).toEqual({ ...adminBefore, participation: null });
    expect(await stats(watcher.cookie)).toEqual(watcherBefore);
    expect(watcherBefore).toMatchObject({ weeklyActivities: 0, healthRecords: 0, mentalHealthLogs: 0 });
    expect(await stats(owner.cookie)).toMatchObject({
      healthRecords: 1,
      mentalHealthLogs: 1,
      weeklyActivities: 3,
    });
  });

  it("a private record is in none of the dashboard's answers to the admin", async () => {
    const { record } = await privateRecord("PRIVDASH");
    for (const path of ["stats", "today", "alerts", "compliance", "equipment", "incidents", "activity"]) {
      const res = await call("GET", `/api/dashboard/${path}`, a.cookie);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain("PRIVDASH");
      expect(res.body, path).not.toContain(record.id);
    }
  });

  it("a private record is not in the audit log", async () => {
    const { owner, record } = await privateRecord("PRIVAUDIT");
    await expectCall(200, "PATCH", `/api/wellness-records/${record.id}`, owner.cookie, {
      notes: "PRIVAUDIT 2",
    });
    const res = await call("GET", `/api/agencies/${a.user.agencyId}/audit-logs?limit=500`, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain("PRIVAUDIT");
    expect(res.body).not.toContain(record.id);
    const csv = await call("GET", `/api/agencies/${a.user.agencyId}/audit-logs/export.csv`, a.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain("PRIVAUDIT");
  });

  it("the database itself keeps a private record from another member, admins included", async () => {
    const { owner, record } = await privateRecord("PRIVSQL");
    const agencyId = a.user.agencyId;
    const byId = and(eq(wellnessRecords.agencyId, agencyId), eq(wellnessRecords.id, record.id));
    for (const userId of [a.user.id, emt.id]) {
      const seen = await withAgency(t.db, { agencyId, userId }, (tx) =>
        tx.select().from(wellnessRecords).where(byId),
      );
      expect(seen).toEqual([]);
      const changed = await withAgency(t.db, { agencyId, userId }, (tx) =>
        tx.update(wellnessRecords).set({ isPrivate: false }).where(byId).returning(),
      );
      expect(changed).toEqual([]);
    }
    // The control: its owner does read it.
    const own = await withAgency(t.db, { agencyId, userId: owner.id }, (tx) =>
      tx.select().from(wellnessRecords).where(byId),
    );
    expect(own).toHaveLength(1);
    expect(own[0].isPrivate).toBe(true);
  });

  it("a shared record is in the admin's list with its owner's name, and hidden from other members", async () => {
    const owner = await newMember("firefighter", "Avery");
    const record = await logRecord(owner.cookie, fitness({ isPrivate: false, notes: "SHAREDOK" }));
    const shared = await records(a.cookie, "shared");
    expect(shared.find((r) => r.id === record.id)).toMatchObject({
      userId: owner.id,
      userName: "Avery Morgan",
      notes: "SHAREDOK",
      isPrivate: false,
    });
    expect(shared.every((r) => r.isPrivate === false)).toBe(true);
    for (const member of [officer, emt]) {
      expect(JSON.stringify(await records(member.cookie))).not.toContain("SHAREDOK");
      expect((await call("GET", "/api/wellness-records?scope=shared", member.cookie)).statusCode).toBe(403);
    }
    // Made private again, it leaves the admin's list.
    await expectCall(200, "PATCH", `/api/wellness-records/${record.id}`, owner.cookie, { isPrivate: true });
    expect((await records(a.cookie, "shared")).map((r) => r.id)).not.toContain(record.id);
  });

  it("the admin's participation counts a member with only private records, and tells nothing more", async () => {
    // A fresh agency, so the count is this test's alone.
    const chief = await signUpAgency(t.app, { agencyName: "Participation FD" });
    const m = await addMember(t.db, chief.user.agencyId, "firefighter");
    const cookie = await signIn(t.app, m.email);
    const empty = await stats(chief.cookie);
    expect(empty.participation).toEqual({ month: today.slice(0, 7), membersThisMonth: 0, totalMembers: 2 });

    await logRecord(cookie, medical({ notes: "PARTICIPATE" }));
    await logRecord(cookie, mental());
    const s = await stats(chief.cookie);
    expect(s).toEqual({
      activePrograms: 0,
      weeklyActivities: 0,
      healthRecords: 0,
      mentalHealthLogs: 0,
      participation: { month: today.slice(0, 7), membersThisMonth: 1, totalMembers: 2 },
    });
    expect(await records(chief.cookie, "shared")).toEqual([]);
    expect((await stats(cookie)).participation).toBeNull();
  });
});

describe("the medical evaluation reminder", () => {
  const titled = (userId: string) =>
    t.db
      .select({ message: notifications.message, type: notifications.type, key: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, "Medical evaluation due")));

  it("tells the owner alone, once per due date, and only about their latest evaluation", async () => {
    const owner = await newMember("firefighter", "Sam");
    const record = await logRecord(
      owner.cookie,
      medical({ recordDate: day(-345), notes: "PRIVJOB" }, { nextDueDate: day(20) }),
    );
    // Not yet due (more than 30 days away): someone else's evaluation, which must not be mentioned to anyone.
    await logRecord(emt.cookie, medical({ recordDate: day(-1) }, { nextDueDate: day(45) }));

    await runNotificationJobs(t.db, t.app.log, new Date());
    await runNotificationJobs(t.db, t.app.log, new Date());
    expect(await titled(owner.id)).toEqual([
      {
        type: "warning",
        message: `Your annual medical evaluation is due on ${shownDay(day(20))}.`,
        key: `medical-due:${record.id}:${day(20)}`,
      },
    ]);
    for (const other of [a.user.id, officer.id, emt.id, firefighter.id])
      expect(await titled(other)).toEqual([]);
    const adminBell = await call("GET", "/api/notifications", a.cookie);
    expect(adminBell.body).not.toMatch(/medical/i);

    // A new due date is news again.
    await expectCall(200, "PATCH", `/api/wellness-records/${record.id}`, owner.cookie, {
      data: { nextDueDate: day(25), evaluation: "NFPA 1582 physical" },
    });
    await runNotificationJobs(t.db, t.app.log, new Date());
    expect((await titled(owner.id)).map((n) => n.message)).toEqual([
      `Your annual medical evaluation is due on ${shownDay(day(20))}.`,
      `Your NFPA 1582 physical is due on ${shownDay(day(25))}.`,
    ]);

    // A newer evaluation supersedes it: nothing more, until that one falls due.
    await logRecord(owner.cookie, medical({ recordDate: day(0) }, { nextDueDate: day(365) }));
    await runNotificationJobs(t.db, t.app.log, new Date());
    expect(await titled(owner.id)).toHaveLength(2);
    await runNotificationJobs(t.db, t.app.log, new Date(`${day(370)}T12:00:00Z`));
    const all = await titled(owner.id);
    expect(all).toHaveLength(3);
    expect(all.map((n) => n.message)).toContain(
      `Your annual medical evaluation was due on ${shownDay(day(365))}.`,
    );
    for (const other of [a.user.id, officer.id]) expect(await titled(other)).toEqual([]);
  });
});

describe("helpers", () => {
  it("weeks run Monday to Sunday; months to their last day", () => {
    expect(weekStart("2030-01-07")).toBe("2030-01-07"); // a Monday
    expect(weekStart("2030-01-13")).toBe("2030-01-07"); // the Sunday after
    expect(weekStart("2030-01-06")).toBe("2029-12-31");
    expect(monthBounds("2028-02-10")).toEqual({ month: "2028-02", from: "2028-02-01", to: "2028-02-29" });
    expect(monthBounds("2030-12-31")).toEqual({ month: "2030-12", from: "2030-12-01", to: "2030-12-31" });
  });
});

describe("the demo", () => {
  it("seeds programs and records valid for their type; the demo firefighter's evaluation falls due", async () => {
    const demo = await createTestApp();
    try {
      expect(await seedDemo(demo.db)).toBe(true);
      const rows = await asPlatform(demo.db, { agencyId: DEMO_AGENCY_ID, userId: null }, (tx) =>
        tx.select().from(wellnessRecords),
      );
      for (const row of rows)
        expect(WELLNESS_DATA_SCHEMAS[row.recordType].safeParse(row.data).success).toBe(true);
      expect(rows.some((r) => !r.isPrivate)).toBe(true);

      const [kim, admin] = ["firefighter", "admin"].map((role) => DEMO_ACCOUNTS.find((m) => m.role === role));
      const cookie = await signIn(demo.app, kim?.email as string, kim?.password);
      const list = (
        await demo.app.inject({ method: "GET", url: "/api/fitness-programs", headers: { cookie } })
      ).json() as Program[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.some((p) => (p.enrollment?.sessions ?? 0) > 0)).toBe(true);

      await runNotificationJobs(demo.db, demo.app.log, new Date());
      const told = await demo.db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.title, "Medical evaluation due"));
      expect(told.map((n) => n.userId)).toEqual([kim?.id]);
      expect(told.map((n) => n.userId)).not.toContain(admin?.id);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
