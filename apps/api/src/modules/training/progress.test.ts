import type { TrainingProgress } from "@rollcall/shared/training";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { type NewTrainingAssignment, trainingAssignments } from "../../db/schema/training";
import { users } from "../../db/schema/users";
import { testDay as day, testToday as today } from "../../test/harness";
import { addMember } from "../../test/members";
import { twoAgencies } from "../../test/world";

// c: the agency's admin, Dana Reyes; d: another agency
const {
  t,
  a: c,
  b: d,
  firefighter: kim,
  emt: patel,
  expectCall,
} = twoAgencies({ agencies: ["Agency C", "Agency D"], crew: true, members: ["firefighter", "emt"] });
let ids: Record<"kim" | "patel" | "gone" | "nobody", string>;

const at = (date: string, time: string) => new Date(`${date}T${time}Z`);

type Rate = number | null;
/** A member's or the team's figures, in the answer's order. */
const figures = (
  assigned: number,
  completed: number,
  overdue: number,
  completionRate: Rate,
  onTimeRate: Rate,
  hoursCompleted: number,
) => ({ assigned, completed, overdue, completionRate, onTimeRate, hoursCompleted });
/** One Team Performance row. */
const member = (
  userId: string,
  name: string,
  role: string,
  removed: boolean,
  counts: ReturnType<typeof figures>,
) => ({ userId, name, role, removed, ...counts });

const progress = (cookie: string) =>
  expectCall<TrainingProgress>(200, "GET", "/api/training/progress", cookie);

async function setTimeZone(timeZone: string) {
  await asPlatform(t.db, { agencyId: c.user.agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ timeZone }).where(eq(agencies.id, c.user.agencyId)),
  );
}

beforeAll(async () => {
  const agencyId = c.user.agencyId;
  const gone = await addMember(t.db, agencyId, "firefighter", { firstName: "Former", lastName: "Gone" });
  const nobody = await addMember(t.db, agencyId, "firefighter", { firstName: "Zed", lastName: "Nobody" });
  // Removed with nothing assigned: not part of the team any more.
  await addMember(t.db, agencyId, "emt", { firstName: "Left", lastName: "Early", deletedAt: new Date() });
  ids = { kim: kim.id, patel: patel.id, gone: gone.id, nobody: nobody.id };

  const course = async (title: string, category: string, duration: number) => {
    const created = await expectCall(201, "POST", "/api/training/courses", c.cookie, {
      title,
      description: title,
      category,
      duration,
      status: "published",
    });
    return created.id as string;
  };
  const fire = await course("Live Fire", "fire_safety", 2);
  const med = await course("ACLS", "medical", 1.5);
  const hazmat = await course("Hazmat Ops", "hazmat", 4);
  const comms = await course("Radio", "communications", 1);

  const row = (
    userId: string,
    courseId: string,
    dueDate: string,
    status: NewTrainingAssignment["status"],
    completedAt: Date | null = null,
  ): NewTrainingAssignment => ({ agencyId, courseId, userId, dueDate, status, completedAt });
  const rows = [
    // Kim: 4 assigned, 2 completed (one on time), 1 overdue, 3.5 h in the last 12 months.
    row(kim.id, fire, day(-5), "completed", at(day(-6), "10:00:00")),
    row(kim.id, med, day(-20), "completed", at(day(-18), "10:00:00")),
    row(kim.id, hazmat, day(-2), "assigned"),
    row(kim.id, comms, day(3), "in_progress"),
    // Patel: 3 assigned, 2 completed on time in UTC, 1 overdue (stored as such), 4 h (the fire course is too old).
    row(patel.id, fire, day(-400), "completed", at(day(-401), "10:00:00")),
    row(patel.id, med, day(-1), "overdue"),
    // Completed late in the evening of the due date: on time in UTC, a day late at UTC+14.
    row(patel.id, hazmat, day(-3), "completed", at(day(-3), "23:30:00")),
    // A removed member keeps the training they were given.
    row(gone.id, fire, day(-10), "completed", at(day(-12), "10:00:00")),
  ];
  await withAgency(t.db, { agencyId, userId: null }, (tx) => tx.insert(trainingAssignments).values(rows));
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id)),
  );
});

describe("training progress", () => {
  it("completion by the first 6 categories: completed over total, 0 when none", async () => {
    const p = await progress(c.cookie);
    expect(p.scope).toBe("agency");
    expect(p.today).toBe(today);
    expect(p.categories).toEqual([
      { category: "fire_safety", total: 3, completed: 3, percent: 100 },
      { category: "medical", total: 2, completed: 1, percent: 50 },
      { category: "rescue", total: 0, completed: 0, percent: 0 },
      { category: "hazmat", total: 2, completed: 1, percent: 50 },
      { category: "driving", total: 0, completed: 0, percent: 0 },
      { category: "leadership", total: 0, completed: 0, percent: 0 },
    ]);
  });

  it("Team Performance per member and for the team", async () => {
    const p = await progress(c.cookie);
    expect(p.members).toEqual([
      member(ids.kim, "Jordan Kim", "firefighter", false, figures(4, 2, 1, 50, 50, 3.5)),
      member(ids.nobody, "Zed Nobody", "firefighter", false, figures(0, 0, 0, null, null, 0)),
      member(ids.patel, "Priya Patel", "emt", false, figures(3, 2, 1, 67, 100, 4)),
      member(c.user.id, "Dana Reyes", "admin", false, figures(0, 0, 0, null, null, 0)),
      member(ids.gone, "Former Gone", "firefighter", true, figures(1, 1, 0, 100, 100, 2)),
    ]);
    expect(p.team).toEqual(figures(8, 5, 2, 63, 80, 9.5));
  });

  it("reads 'today' and 'on time' in the agency's time zone", async () => {
    await setTimeZone("Pacific/Kiritimati");
    try {
      const p = await progress(c.cookie);
      const patel = p.members.find((m) => m.userId === ids.patel);
      expect(patel?.onTimeRate).toBe(50);
      expect(p.team.onTimeRate).toBe(60);
      expect(p.today).toBe(
        new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date()),
      );
    } finally {
      await setTimeZone("UTC");
    }
  });

  it("a member who is not an admin gets their own figures only", async () => {
    const p = await progress(kim.cookie);
    expect(p.scope).toBe("self");
    expect(p.members.map((m) => m.userId)).toEqual([ids.kim]);
    expect(p.team).toEqual(figures(4, 2, 1, 50, 50, 3.5));
    expect(p.categories.slice(0, 4)).toEqual([
      { category: "fire_safety", total: 1, completed: 1, percent: 100 },
      { category: "medical", total: 1, completed: 1, percent: 100 },
      { category: "rescue", total: 0, completed: 0, percent: 0 },
      { category: "hazmat", total: 1, completed: 0, percent: 0 },
    ]);
  });

  it("another agency sees none of it", async () => {
    const p = await progress(d.cookie);
    expect(p.members.map((m) => m.userId)).toEqual([d.user.id]);
    expect(p.team).toMatchObject({ assigned: 0, completed: 0, overdue: 0, completionRate: null });
    expect(p.categories.every((x) => x.total === 0)).toBe(true);
  });
});
