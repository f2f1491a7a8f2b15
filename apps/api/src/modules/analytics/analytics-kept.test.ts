/**
 * Kept figures (decision 029): the overtime and staffing-gap charts keep their figures per work period and per
 * month. Each change a chart depends on (a shift through the API or a job, a certificate, a staffing rule, a
 * member's role, the FLSA settings) must show on the next view, exactly as if nothing had been kept; and a change
 * forgets only the chunks it touches.
 */
import type { OvertimeRow, StaffingGapRow } from "@rollcall/shared/analytics";
import { addDaysToIsoDate } from "@rollcall/shared/compliance";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, type Transaction, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { analyticsChunks } from "../../db/schema/analytics";
import { certifications } from "../../db/schema/compliance";
import { shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { setTier } from "../../test/members";
import { signal } from "../../test/signal";
import { twoAgencies } from "../../test/world";
import { createAnalyticsKeeper, runAnalyticsJobs } from "./analytics.jobs";

const { t, a, b, firefighter, emt, expectCall } = twoAgencies({ crew: true });

const GAPS = "from=2025-02-01&to=2025-03-31";
// Work periods of 28 days from 1 February 2025 (set in the overtime test).
const period = { start: "2025-02-01", end: "2025-02-28" };
const OVERTIME = `from=${period.start}&to=${period.end}`;

type Answer<Row> = { rows: Row[] };
const chart = <Row>(path: string, query: string, cookie = a.cookie) =>
  expectCall<Answer<Row>>(200, "GET", `/api/analytics/${path}?${query}`, cookie).then((r) => r.rows);

/** The agency's kept chunks of a chart: key → when computed. */
async function kept(agencyId: string, chart: "overtime" | "staffing-gaps") {
  const rows = await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx
      .select({ key: analyticsChunks.key, computedAt: analyticsChunks.computedAt })
      .from(analyticsChunks)
      .where(and(eq(analyticsChunks.agencyId, agencyId), eq(analyticsChunks.chart, chart))),
  );
  return new Map(rows.map((r) => [r.key, r.computedAt.getTime()]));
}

/** Forgets every kept figure of agency A. */
const forgetAll = () =>
  asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
    tx.delete(analyticsChunks).where(eq(analyticsChunks.agencyId, a.user.agencyId)),
  );

/** The chart as a view finds it, checked against the same chart computed from nothing kept. */
async function view<Row>(path: "overtime" | "staffing-gaps", query: string) {
  const rows = await chart<Row>(path, query);
  await forgetAll();
  expect(await chart<Row>(path, query)).toEqual(rows);
  return rows;
}

const inAgency = <T>(fn: (tx: Transaction) => Promise<T>) =>
  withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, fn);
const setRole = (userId: string, role: "firefighter" | "emt") =>
  inAgency((tx) => tx.update(users).set({ role }).where(eq(users.id, userId)));

const day = (d: string, from: string, to: string) => ({
  start: new Date(`${d}T${from}:00Z`),
  end: new Date(`${d}T${to}:00Z`),
});

let ruleId = "";

beforeAll(async () => {
  const agencyId = a.user.agencyId;
  // The firefighter works 08:00 to 20:00 every day of February and March 2025; the rule wants two firefighters.
  await inAgency(async (tx) => {
    const rows: (typeof shifts.$inferInsert)[] = [];
    for (let d = "2025-02-01"; d <= "2025-03-31"; d = addDaysToIsoDate(d, 1)) {
      const { start, end } = day(d, "08:00", "20:00");
      rows.push({
        agencyId,
        userId: firefighter.id,
        title: "Day",
        startTime: start,
        endTime: end,
        status: "completed",
        hourlyRateCents: 2000,
      });
    }
    await tx.insert(shifts).values(rows);
  });
  const rule = await expectCall<{ id: string }>(201, "POST", "/api/staffing/rules", a.cookie, {
    name: "Two firefighters by day",
    minimumStaff: 2,
    startTime: "08:00",
    endTime: "20:00",
    role: "firefighter",
  });
  ruleId = rule.id;
});

describe("kept staffing gaps", () => {
  it("keeps whole months, and a change forgets only the months it touches", async () => {
    // The EMT counts as a firefighter for now (and has no shift yet).
    await setRole(emt.id, "firefighter");
    expect(await chart<StaffingGapRow>("staffing-gaps", GAPS)).toEqual([
      { month: "2025-02", gaps: 28, hours: 336, personHours: 336 },
      { month: "2025-03", gaps: 31, hours: 372, personHours: 372 },
    ]);
    const before = await kept(a.user.agencyId, "staffing-gaps");
    expect([...before.keys()].sort()).toEqual(["2025-02/UTC", "2025-03/UTC"]);

    // A second member on 10 February, through the API: February is computed again, March is not.
    await expectCall(201, "POST", "/api/shifts", a.cookie, {
      title: "Day",
      userId: emt.id,
      startTime: "2025-02-10T08:00:00.000Z",
      endTime: "2025-02-10T20:00:00.000Z",
    });
    expect((await chart<StaffingGapRow>("staffing-gaps", GAPS))[0]).toEqual({
      month: "2025-02",
      gaps: 27,
      hours: 324,
      personHours: 324,
    });
    const after = await kept(a.user.agencyId, "staffing-gaps");
    expect(after.get("2025-03/UTC")).toBe(before.get("2025-03/UTC"));
    expect(after.get("2025-02/UTC")).toBeGreaterThan(before.get("2025-02/UTC") ?? 0);
  });

  it("follows a member's new role, a new rule and a certificate the rule asks for", async () => {
    // Back to EMT: the shift of 10 February no longer counts, February is back to 28 gaps.
    await chart("staffing-gaps", GAPS);
    await setRole(emt.id, "emt");
    expect((await view<StaffingGapRow>("staffing-gaps", GAPS))[0].gaps).toBe(28);

    await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, { minimumStaff: 1 });
    expect(await view<StaffingGapRow>("staffing-gaps", GAPS)).toEqual([
      { month: "2025-02", gaps: 0, hours: 0, personHours: 0 },
      { month: "2025-03", gaps: 0, hours: 0, personHours: 0 },
    ]);

    // The rule now asks for a paramedic certificate; the firefighter's lapses on 15 March.
    await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, { qualification: "Paramedic" });
    const [cert] = await inAgency((tx) =>
      tx
        .insert(certifications)
        .values({
          agencyId: a.user.agencyId,
          userId: firefighter.id,
          name: "Paramedic",
          issueDate: "2024-01-01",
          expirationDate: "2025-03-15",
        })
        .returning({ id: certifications.id }),
    );
    expect((await view<StaffingGapRow>("staffing-gaps", GAPS)).map((r) => r.gaps)).toEqual([0, 16]);

    // Renewed to the end of March: the gaps close again.
    await chart("staffing-gaps", GAPS);
    await inAgency((tx) =>
      tx.update(certifications).set({ expirationDate: "2025-12-31" }).where(eq(certifications.id, cert.id)),
    );
    expect((await chart<StaffingGapRow>("staffing-gaps", GAPS)).map((r) => r.gaps)).toEqual([0, 0]);
    await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, {
      qualification: null,
      minimumStaff: 2,
    });
  });

  it("is kept when a certificate no rule asks for changes", async () => {
    await chart("staffing-gaps", GAPS);
    const before = await kept(a.user.agencyId, "staffing-gaps");
    await inAgency((tx) =>
      tx.insert(certifications).values({
        agencyId: a.user.agencyId,
        userId: firefighter.id,
        name: "Hazmat Awareness",
        issueDate: "2024-01-01",
        expirationDate: "2026-01-01",
      }),
    );
    expect(await kept(a.user.agencyId, "staffing-gaps")).toEqual(before);
  });

  it("is never forgotten by another agency's changes, nor shown to it", async () => {
    await chart("staffing-gaps", GAPS);
    const before = await kept(a.user.agencyId, "staffing-gaps");
    await withAgency(t.db, { agencyId: b.user.agencyId, userId: null }, (tx) =>
      tx.insert(shifts).values({
        agencyId: b.user.agencyId,
        userId: b.user.id,
        title: "Day",
        ...{
          startTime: day("2025-02-11", "08:00", "20:00").start,
          endTime: day("2025-02-11", "08:00", "20:00").end,
        },
      }),
    );
    expect(await kept(a.user.agencyId, "staffing-gaps")).toEqual(before);
    const seen = await withAgency(t.db, { agencyId: b.user.agencyId, userId: b.user.id }, (tx) =>
      tx.select().from(analyticsChunks),
    );
    expect(seen).toEqual([]);
  });
});

describe("kept overtime", () => {
  it("follows punches, schedule changes and the FLSA settings", async () => {
    await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
      flsaPeriodDays: 28,
      flsaPeriodStart: period.start,
    });
    // 12 hours a day for the 28 days of the period: 336 hours, 124 over the 212-hour threshold.
    const rows = await view<OvertimeRow>("overtime", OVERTIME);
    expect(rows).toEqual([
      {
        month: period.end.slice(0, 7),
        userId: firefighter.id,
        name: "Jordan Kim",
        overtimeHours: 124,
        costCents: 124 * 1.5 * 2000,
      },
    ]);
    await chart("overtime", OVERTIME);
    expect(await kept(a.user.agencyId, "overtime")).toEqual(
      new Map([[`${period.start}/28/${period.start}/UTC`, expect.any(Number)]]),
    );

    // A punch 2 hours past the end of one shift of the period.
    const d = addDaysToIsoDate(period.start, 3);
    await inAgency((tx) =>
      tx
        .update(shifts)
        .set({ actualStartTime: day(d, "08:00", "22:00").start, actualEndTime: day(d, "08:00", "22:00").end })
        .where(and(eq(shifts.userId, firefighter.id), eq(shifts.startTime, day(d, "08:00", "20:00").start))),
    );
    expect((await view<OvertimeRow>("overtime", OVERTIME))[0].overtimeHours).toBe(126);

    // Exempt members have no overtime; the exemption is read when the chart is drawn, never kept.
    await chart("overtime", OVERTIME);
    await inAgency((tx) => tx.update(users).set({ flsaExempt: true }).where(eq(users.id, firefighter.id)));
    expect(await chart("overtime", OVERTIME)).toEqual([]);
    await inAgency((tx) => tx.update(users).set({ flsaExempt: false }).where(eq(users.id, firefighter.id)));

    // 14-day work periods: the chunks are the new periods'.
    await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
      flsaPeriodDays: 14,
      flsaPeriodStart: period.start,
    });
    const fortnights = await chart<OvertimeRow>("overtime", OVERTIME);
    // 14 days × 12 hours = 168 (170 with the punch), over 106 hours.
    expect(fortnights.map((r) => r.overtimeHours)).toEqual([62 + 64]);
    // The 28-day period's chunk is gone with the settings it was computed for.
    expect([...(await kept(a.user.agencyId, "overtime")).keys()].sort()).toEqual([
      `${period.start}/14/${period.start}/UTC`,
      `${addDaysToIsoDate(period.start, 14)}/14/${period.start}/UTC`,
    ]);
    expect(await view<OvertimeRow>("overtime", OVERTIME)).toEqual(fortnights);
  });
});

const tierOf = async (agencyId: string) =>
  (
    await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
      tx.select({ tier: agencies.subscriptionTier }).from(agencies).where(eq(agencies.id, agencyId)),
    )
  )[0].tier;

describe("the keeping job", () => {
  // The job's today: the agency's history runs from its first shift (1 February 2025) to 5 April 2025.
  const now = new Date("2025-04-05T12:00:00Z");
  const runJobs = () => runAnalyticsJobs(t.db, t.app.log, now);

  it("keeps again what a change forgot, for agencies with Advanced Analytics, and a view then computes nothing", async () => {
    const tier = await tierOf(b.user.agencyId);
    await setTier(t.db, b.user.agencyId, "standard");
    try {
      // A rule asking for three firefighters forgets every month of gaps.
      await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, { minimumStaff: 3 });
      expect((await kept(a.user.agencyId, "staffing-gaps")).size).toBe(0);

      // The whole months and the 14-day work periods (set in the overtime test) up to the job's today: the two
      // months of gaps, and the two periods of March the overtime views had not computed.
      expect(await runJobs()).toEqual({ ran: true, results: { "analytics-keep": 4 } });
      const gaps = await kept(a.user.agencyId, "staffing-gaps");
      expect([...gaps.keys()].sort()).toEqual(["2025-02/UTC", "2025-03/UTC"]);
      expect([...(await kept(a.user.agencyId, "overtime")).keys()].sort()).toEqual([
        "2025-02-01/14/2025-02-01/UTC",
        "2025-02-15/14/2025-02-01/UTC",
        "2025-03-01/14/2025-02-01/UTC",
        "2025-03-15/14/2025-02-01/UTC",
      ]);
      // Agency B's plan (Standard) has no Advanced Analytics: nothing is kept for it.
      expect((await kept(b.user.agencyId, "overtime")).size).toBe(0);
      expect((await kept(b.user.agencyId, "staffing-gaps")).size).toBe(0);

      // The view finds every month kept (none computed again), with the figures of a view computing everything.
      const rows = await chart<StaffingGapRow>("staffing-gaps", GAPS);
      expect(await kept(a.user.agencyId, "staffing-gaps")).toEqual(gaps);
      expect(rows[0]).toEqual({ month: "2025-02", gaps: 28, hours: 336, personHours: 672 });
      expect(await view<StaffingGapRow>("staffing-gaps", GAPS)).toEqual(rows);

      // With nothing forgotten, the next round keeps nothing.
      await runJobs();
      expect(await runJobs()).toEqual({ ran: true, results: { "analytics-keep": 0 } });
    } finally {
      await setTier(t.db, b.user.agencyId, tier);
      await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, { minimumStaff: 2 });
    }
  });
  it("keeps the whole month of an agency's first shift", async () => {
    // Agency B (on its trial again) first worked on 11 February 2025 (the test of another agency's changes).
    await runJobs();
    const months = [...(await kept(b.user.agencyId, "staffing-gaps")).keys()].map((k) => k.slice(0, 7));
    expect(months.sort()).toEqual(["2025-02", "2025-03"]);
  });

  it("keeps an agency's figures again seconds after its change, through the live announcements", async () => {
    const keeper = createAnalyticsKeeper({ db: t.db, log: t.app.log, live: t.app.live }, 100);
    await keeper.start();
    const tier = await tierOf(b.user.agencyId);
    await setTier(t.db, b.user.agencyId, "standard");
    try {
      await chart("staffing-gaps", GAPS);
      const before = await kept(a.user.agencyId, "staffing-gaps");
      // A shift in agency B, whose plan (Standard) has no Advanced Analytics; then a rule's change in agency A,
      // which forgets every month. The keeper computes A's again without any view, and keeps nothing for B.
      const { start, end } = day("2025-03-20", "08:00", "20:00");
      await withAgency(t.db, { agencyId: b.user.agencyId, userId: null }, (tx) =>
        tx.insert(shifts).values({
          agencyId: b.user.agencyId,
          userId: b.user.id,
          title: "Day",
          startTime: start,
          endTime: end,
        }),
      );
      await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, { minimumStaff: 3 });
      await expect
        .poll(async () => (await kept(a.user.agencyId, "staffing-gaps")).get("2025-03/UTC") ?? 0, {
          timeout: 10_000,
        })
        .toBeGreaterThan(before.get("2025-03/UTC") ?? 0);
      const after = await kept(a.user.agencyId, "staffing-gaps");
      expect(after.has("2025-02/UTC")).toBe(true);
      expect((await chart<StaffingGapRow>("staffing-gaps", GAPS))[0].personHours).toBe(672);
      expect(await kept(a.user.agencyId, "staffing-gaps")).toEqual(after);
      // B's change was heard first, and kept in turn before A's: it forgot B's March, computed again by nothing.
      expect([...(await kept(b.user.agencyId, "staffing-gaps")).keys()].map((k) => k.slice(0, 7))).toEqual([
        "2025-02",
      ]);
    } finally {
      await keeper.stop();
      await setTier(t.db, b.user.agencyId, tier);
      await expectCall(200, "PATCH", `/api/staffing/rules/${ruleId}`, a.cookie, { minimumStaff: 2 });
    }
  });

  it("counts work periods from 1 January of the year when no period start is set, and forgets last year's", async () => {
    const overtimeKeys = async () => [...(await kept(a.user.agencyId, "overtime")).keys()].sort();
    try {
      await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
        flsaPeriodDays: 28,
        flsaPeriodStart: null,
      });
      await runJobs();
      // Counted from 1 January 2025: from the period holding 1 February to the last one ended by 5 April.
      expect(await overtimeKeys()).toEqual(["2025-01-29/28/2025-01-01/UTC", "2025-02-26/28/2025-01-01/UTC"]);

      // A round in the new year counts from 1 January 2026: the 2025 periods are deleted, none is left behind.
      await runAnalyticsJobs(t.db, t.app.log, new Date("2026-01-10T12:00:00Z"));
      const keys = await overtimeKeys();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => key.endsWith("/28/2026-01-01/UTC"))).toBe(true);
    } finally {
      await expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, {
        flsaPeriodDays: 14,
        flsaPeriodStart: period.start,
      });
      // The 2026 round kept both agencies' figures up to then: the tests after this one start from none.
      for (const agencyId of [a.user.agencyId, b.user.agencyId])
        await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
          tx.delete(analyticsChunks).where(eq(analyticsChunks.agencyId, agencyId)),
        );
    }
  });
});

/** A change of agency A that has written but not committed; the answer commits it. */
async function runningChange(write: (tx: Transaction) => Promise<unknown>) {
  const commit = signal();
  const written = signal();
  const change = inAgency(async (tx) => {
    await write(tx);
    written.send();
    await commit.sent;
  });
  await written.sent;
  return async () => {
    commit.send();
    await change;
  };
}

// PGlite is one connection: a second transaction running beside the view exists only on a PostgreSQL server.
describe.skipIf(!process.env.DATABASE_URL)("a change running beside a view", () => {
  it("is not waited for, and nothing computed without it is kept", async () => {
    await forgetAll();
    // The EMT as a firefighter on 12 February, in a transaction that waits before committing.
    const commit = await runningChange(async (tx) => {
      await tx.update(users).set({ role: "firefighter" }).where(eq(users.id, emt.id));
      const { start, end } = day("2025-02-12", "08:00", "20:00");
      await tx.insert(shifts).values({
        agencyId: a.user.agencyId,
        userId: emt.id,
        title: "Day",
        startTime: start,
        endTime: end,
      });
    });
    try {
      // The view answers at once with what is committed, and keeps none of it.
      expect((await chart<StaffingGapRow>("staffing-gaps", GAPS))[0].gaps).toBe(28);
      expect((await kept(a.user.agencyId, "staffing-gaps")).size).toBe(0);
    } finally {
      await commit();
    }
    // February now has the EMT (a firefighter again) on the 10th and the 12th.
    expect((await chart<StaffingGapRow>("staffing-gaps", GAPS))[0].gaps).toBe(26);
    expect((await kept(a.user.agencyId, "staffing-gaps")).size).toBe(2);
    expect((await view<StaffingGapRow>("staffing-gaps", GAPS))[0].gaps).toBe(26);
  });

  it("lets the keeping job pass over the agency, without waiting, while a change runs", async () => {
    await forgetAll();
    // An open shift on 13 February (nobody's: no figure changes), in a transaction that waits before committing.
    const commit = await runningChange(async (tx) => {
      const { start, end } = day("2025-02-13", "08:00", "20:00");
      await tx
        .insert(shifts)
        .values({ agencyId: a.user.agencyId, title: "Open", startTime: start, endTime: end });
    });
    try {
      // The round answers (agency B's figures are kept meanwhile), keeping none of agency A's.
      expect(await runAnalyticsJobs(t.db, t.app.log, new Date("2025-04-05T12:00:00Z"))).toMatchObject({
        ran: true,
      });
      expect((await kept(a.user.agencyId, "staffing-gaps")).size).toBe(0);
      expect((await kept(a.user.agencyId, "overtime")).size).toBe(0);
    } finally {
      await commit();
    }
    await runAnalyticsJobs(t.db, t.app.log, new Date("2025-04-05T12:00:00Z"));
    expect((await kept(a.user.agencyId, "staffing-gaps")).size).toBe(2);
  });

  it("waits for a view that is keeping figures, then forgets them", async () => {
    // A view's transaction holding the lock, as one computing does, with February kept.
    await chart("staffing-gaps", GAPS);
    const release = signal();
    const locked = signal();
    const viewing = inAgency(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended('analytics:' || ${a.user.agencyId}::uuid::text, 0))`,
      );
      locked.send();
      await release.sent;
    });
    await locked.sent;
    let done = false;
    const change = setRole(emt.id, "emt").then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    release.send();
    await viewing;
    await change;
    expect((await kept(a.user.agencyId, "staffing-gaps")).size).toBe(0);
    expect((await view<StaffingGapRow>("staffing-gaps", GAPS))[0].gaps).toBe(28);
  });
});
