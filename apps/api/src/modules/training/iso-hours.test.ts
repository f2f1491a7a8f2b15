import type { IsoHours } from "@rollcall/shared/training";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { withAgency } from "../../db/client";
import { type NewTrainingAssignment, trainingAssignments } from "../../db/schema/training";
import { testToday } from "../../test/harness";
import { twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, call, expectCall } = twoAgencies({
  crew: true,
  members: ["officer", "firefighter"],
});
const year = testToday.slice(0, 4);
const lastYear = String(Number(year) - 1);

const hours = (cookie: string, query = "") =>
  expectCall<IsoHours>(200, "GET", `/api/training/iso-hours${query}`, cookie);
/** A member's hours per ISO category, and the targets that apply to them. */
const rowOf = (data: IsoHours, userId: string) => {
  const m = data.members.find((x) => x.userId === userId);
  if (!m) return undefined;
  return Object.fromEntries(m.categories.map((c) => [c.category, [c.hours, c.target]]));
};

beforeAll(async () => {
  const course = async (category: string, duration: number) => {
    const created = await expectCall(201, "POST", "/api/training/courses", a.cookie, {
      title: `${category} ${duration}`,
      description: "Course",
      category,
      duration,
      status: "published",
    });
    return created.id as string;
  };
  const fire = await course("fire_safety", 3);
  const hazmat = await course("hazmat", 2);
  const leadership = await course("leadership", 4);
  const driving = await course("driving", 1.5);
  const medical = await course("medical", 2.5);
  const agencyId = a.user.agencyId;
  const row = (
    userId: string,
    courseId: string,
    status: NewTrainingAssignment["status"],
    completedAt: Date | null,
  ): NewTrainingAssignment => ({ agencyId, courseId, userId, dueDate: testToday, status, completedAt });
  const thisYear = new Date(`${year}-03-10T15:00:00Z`);
  await withAgency(t.db, { agencyId, userId: null }, (tx) =>
    tx.insert(trainingAssignments).values([
      row(firefighter.id, fire, "completed", thisYear),
      row(firefighter.id, fire, "completed", new Date(`${year}-01-05T15:00:00Z`)),
      row(firefighter.id, hazmat, "completed", thisYear),
      row(firefighter.id, driving, "completed", thisYear),
      row(firefighter.id, medical, "completed", thisYear),
      // Not completed, or completed last year: not counted this year.
      row(firefighter.id, leadership, "in_progress", null),
      row(firefighter.id, hazmat, "completed", new Date(`${lastYear}-06-15T15:00:00Z`)),
      row(officer.id, leadership, "completed", thisYear),
    ]),
  );
});

describe("training hours against the ISO yearly targets", () => {
  it("sums completed course hours per member in the calendar year under the reference mapping", async () => {
    const data = await hours(a.cookie);
    expect(data.year).toBe(year);
    expect(data.mapping).toMatchObject({ fire_safety: "company", hazmat: "hazmat", leadership: "officer" });
    // Company: 3 + 3 fire + 2.5 medical; driver 1.5; hazmat 2; the officer target does not apply to a firefighter.
    expect(rowOf(data, firefighter.id)).toEqual({
      company: [8.5, 192],
      facility: [0, 18],
      officer: [0, null],
      driver: [1.5, 12],
      hazmat: [2, 6],
    });
    expect(rowOf(data, officer.id)).toMatchObject({ officer: [4, 12], company: [0, 192] });
    // Every current member has a row, the admin included.
    expect(data.members.map((m) => m.userId)).toEqual(
      expect.arrayContaining([a.user.id, officer.id, firefighter.id]),
    );
  });

  it("another year counts that year's completions only", async () => {
    const data = await hours(a.cookie, `?year=${lastYear}`);
    expect(rowOf(data, firefighter.id)).toMatchObject({ hazmat: [2, 6], company: [0, 192] });
    expect((await call("GET", "/api/training/iso-hours?year=26", a.cookie)).statusCode).toBe(400);
  });

  it("a member sees their own row only", async () => {
    const data = await hours(firefighter.cookie);
    expect(data.members.map((m) => m.userId)).toEqual([firefighter.id]);
  });

  it("an admin changes the mapping and the hours move with it; others may not", async () => {
    const refused = await call("PATCH", "/api/training/iso-mapping", firefighter.cookie, {
      medical: "facility",
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call("PATCH", "/api/training/iso-mapping", a.cookie, { medical: "recruit" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ medical: "Choose an ISO category" });

    const mapping = await expectCall(200, "PATCH", "/api/training/iso-mapping", a.cookie, {
      medical: "facility",
    });
    expect(mapping).toMatchObject({ medical: "facility", fire_safety: "company" });
    expect(rowOf(await hours(a.cookie), firefighter.id)).toMatchObject({
      company: [6, 192],
      facility: [2.5, 18],
    });
    // Another agency keeps the reference mapping.
    expect(await expectCall(200, "GET", "/api/training/iso-mapping", b.cookie)).toMatchObject({
      medical: "company",
    });
    await expectCall(200, "PATCH", "/api/training/iso-mapping", a.cookie, { medical: "company" });
  });

  it("exports the table as CSV", async () => {
    const res = await call("GET", `/api/training/iso-hours.csv?year=${year}`, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`training-hours-${year}.csv`);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    const kim = rows.find((r) => r.Member === "Jordan Kim");
    expect(kim).toMatchObject({
      Role: "Firefighter",
      "Company training (hours)": "8.50",
      "Company training (target)": "192",
      "Officer training (target)": "",
      "Hazardous materials (hours)": "2.00",
    });
  });

  it("another agency sees none of these members", async () => {
    const data = await hours(b.cookie);
    expect(data.members.map((m) => m.userId)).toEqual([b.user.id]);
    expect(rowOf(data, b.user.id)).toMatchObject({ company: [0, 192] });
  });
});
