import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { certifications } from "../../db/schema/compliance";
import { equipment } from "../../db/schema/equipment";
import { notifications } from "../../db/schema/notifications";
import { jobRounds } from "../../db/schema/requests";
import { users } from "../../db/schema/users";
import { signUpAgency } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { signal } from "../../test/signal";
import { testApp } from "../../test/world";
import {
  createNotificationJobRunner,
  NOTIFICATION_JOBS_LOCK_KEY,
  runNotificationJobs,
} from "./notifications.jobs";

const { t } = testApp();

// The jobs judge "today" against the instant they are given; agencies here keep the default zone, UTC.
const NOW = new Date("2031-03-10T12:00:00Z");
const day = (n: number) => new Date(Date.UTC(2031, 2, 10 + n)).toISOString().slice(0, 10);

const run = (now = NOW) => runNotificationJobs(t.db, t.app.log, now);

async function notificationsOf(userId: string) {
  return t.db
    .select({
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      dedupeKey: notifications.dedupeKey,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.message);
}

/** An agency with an admin, an officer, a firefighter and an EMT, and a certification and equipment mix. */
async function agencyWithData(name: string) {
  const admin = await signUpAgency(t.app, { agencyName: name });
  const agencyId = admin.user.agencyId;
  const officer = await addMember(t.db, agencyId, "officer");
  const firefighter = await addMember(t.db, agencyId, "firefighter");
  const emt = await addMember(t.db, agencyId, "emt");
  const removedOfficer = await addMember(t.db, agencyId, "officer");
  const actor = { agencyId, userId: admin.user.id };
  const certs = await withAgency(t.db, actor, (tx) =>
    tx
      .insert(certifications)
      .values([
        { agencyId, userId: firefighter.id, name: "CPR", expirationDate: day(12) },
        { agencyId, userId: firefighter.id, name: "SCBA Fit Test", expirationDate: day(30) },
        { agencyId, userId: firefighter.id, name: "Hazmat Ops", expirationDate: day(31) },
        { agencyId, userId: emt.id, name: "EMT-Basic", expirationDate: day(0) },
        { agencyId, userId: emt.id, name: "ACLS", expirationDate: day(-1), status: "expired" },
      ])
      .returning(),
  );
  const items = await withAgency(t.db, actor, (tx) =>
    tx
      .insert(equipment)
      .values([
        { agencyId, name: "Engine 1", type: "engine", nextMaintenanceDate: day(3) },
        { agencyId, name: "Generator 1", type: "generator", nextMaintenanceDate: day(-2) },
        { agencyId, name: "Ladder 2", type: "ladder", nextMaintenanceDate: day(7) },
        { agencyId, name: "Brush 4", type: "brush", nextMaintenanceDate: day(8) },
        { agencyId, name: "Boat 1", type: "boat", nextMaintenanceDate: null },
      ])
      .returning(),
  );
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, removedOfficer.id)),
  );
  return { admin, agencyId, officer, firefighter, emt, removedOfficer, certs, items };
}

describe("time-based notifications", () => {
  let a: Awaited<ReturnType<typeof agencyWithData>>;

  beforeAll(async () => {
    a = await agencyWithData("Jobs A");
  });

  it("tells holders of certifications expiring within 30 days, once per certification", async () => {
    const outcome = await run();
    expect(outcome.ran).toBe(true);

    const cpr = a.certs.find((c) => c.name === "CPR");
    expect(await notificationsOf(a.firefighter.id)).toEqual([
      {
        type: "warning",
        title: "Certification expiring",
        message: "Your CPR certification expires on Mar 22, 2031.",
        dedupeKey: `cert-expiring:${cpr?.id}:2031-03-22`,
      },
      {
        type: "warning",
        title: "Certification expiring",
        message: "Your SCBA Fit Test certification expires on Apr 9, 2031.",
        dedupeKey: expect.stringMatching(/^cert-expiring:/),
      },
    ]);
    // Expiring today still counts; already expired does not.
    expect((await notificationsOf(a.emt.id)).map((n) => n.message)).toEqual([
      "Your EMT-Basic certification expires on Mar 10, 2031.",
    ]);
  });

  it("tells every admin and officer about maintenance due within 7 days or overdue, once per item", async () => {
    await run();
    const expected = [
      {
        type: "warning",
        title: "Maintenance due",
        message: "Engine 1 is due for maintenance on Mar 13, 2031.",
        dedupeKey: `maintenance-due:${a.items.find((i) => i.name === "Engine 1")?.id}:2031-03-13`,
      },
      {
        type: "alert",
        title: "Maintenance overdue",
        message: "Generator 1 was due for maintenance on Mar 8, 2031.",
        dedupeKey: expect.stringMatching(/^maintenance-due:/),
      },
      {
        type: "warning",
        title: "Maintenance due",
        message: "Ladder 2 is due for maintenance on Mar 17, 2031.",
        dedupeKey: expect.stringMatching(/^maintenance-due:/),
      },
    ];
    expect(await notificationsOf(a.admin.user.id)).toEqual(expected);
    expect(await notificationsOf(a.officer.id)).toEqual(expected);
    expect(await notificationsOf(a.removedOfficer.id)).toEqual([]);
  });

  it("does not repeat itself on the next runs, and the member sees it in their bell", async () => {
    const before = await t.db.select().from(notifications);
    await run();
    await run(new Date(NOW.getTime() + 6 * 60 * 60 * 1000));
    const after = await t.db.select().from(notifications);
    expect(after.length).toBe(before.length);

    // The next day, only what newly came into range is told (Hazmat Ops at 30 days, Brush 4 at 7 days).
    await run(new Date(NOW.getTime() + 24 * 60 * 60 * 1000));
    const nextDay = await t.db.select().from(notifications);
    expect(nextDay.length - before.length).toBe(1 + 2);
    expect((await notificationsOf(a.firefighter.id)).map((n) => n.message)).toContain(
      "Your Hazmat Ops certification expires on Apr 10, 2031.",
    );

    const cookie = await signIn(t.app, a.firefighter.email);
    const count = await t.app.inject({ method: "GET", url: "/api/notifications/count", headers: { cookie } });
    expect(count.json()).toEqual({ count: 3 });
  });

  it("tells again when the date changes (a renewal that is itself soon due)", async () => {
    const cpr = a.certs.find((c) => c.name === "CPR");
    await withAgency(t.db, { agencyId: a.agencyId, userId: a.admin.user.id }, (tx) =>
      tx
        .update(certifications)
        .set({ expirationDate: day(25) })
        .where(eq(certifications.id, cpr?.id ?? "")),
    );
    await run();
    const messages = (await notificationsOf(a.firefighter.id)).map((n) => n.message);
    expect(messages).toContain("Your CPR certification expires on Apr 4, 2031.");
    expect(messages).toHaveLength(4);
  });

  it("keeps each agency's notifications to its own members, and skips suspended agencies", async () => {
    const b = await agencyWithData("Jobs B");
    const c = await agencyWithData("Jobs C");
    await asPlatform(t.db, { agencyId: c.agencyId, userId: null }, (tx) =>
      tx.update(agencies).set({ status: "suspended" }).where(eq(agencies.id, c.agencyId)),
    );
    await run();
    const ofB = await t.db.select().from(notifications).where(eq(notifications.agencyId, b.agencyId));
    const bUsers = new Set([b.admin.user.id, b.officer.id, b.firefighter.id, b.emt.id]);
    expect(ofB.length).toBe(3 + 3 + 2 + 1);
    expect(ofB.every((n) => bUsers.has(n.userId))).toBe(true);
    const aItemIds = [...a.items, ...a.certs].map((x) => x.id);
    expect(ofB.some((n) => aItemIds.some((id) => n.dedupeKey?.includes(id)))).toBe(false);
    expect(await t.db.select().from(notifications).where(eq(notifications.agencyId, c.agencyId))).toEqual([]);
  });

  it("creates each notification once when two runs start at the same time", async () => {
    const d = await agencyWithData("Jobs D");
    const outcomes = await Promise.all([run(), run()]);
    expect(outcomes.some((o) => o.ran)).toBe(true);
    const rows = await t.db.select().from(notifications).where(eq(notifications.agencyId, d.agencyId));
    expect(rows.length).toBe(3 + 3 + 2 + 1);
    const keys = rows.map((n) => `${n.userId}:${n.dedupeKey}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

// PGlite is one connection: a second session to hold the lock exists only on a PostgreSQL server.
describe.skipIf(!process.env.DATABASE_URL)("the advisory lock (PostgreSQL)", () => {
  it("skips a run while another instance holds the lock, and runs once it is released", async () => {
    const e = await agencyWithData("Jobs E");
    const release = signal();
    const locked = signal();
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATION_JOBS_LOCK_KEY})`);
      locked.send();
      await release.sent;
    });
    await locked.sent;
    expect(await run()).toEqual({ ran: false });
    expect(await t.db.select().from(notifications).where(eq(notifications.agencyId, e.agencyId))).toEqual([]);
    release.send();
    await holder;
    expect((await run()).ran).toBe(true);
    const rows = await t.db.select().from(notifications).where(eq(notifications.agencyId, e.agencyId));
    expect(rows.length).toBe(3 + 3 + 2 + 1);
  });
});

describe("the periodic runner", () => {
  it("is off under NODE_ENV=test and on otherwise", () => {
    const off = createNotificationJobRunner({ db: t.db, log: t.app.log, env: { NODE_ENV: "test" } });
    expect(off.enabled).toBe(false);
    off.start();
    expect(off.started).toBe(false);
    for (const NODE_ENV of ["production", "development"] as const) {
      expect(createNotificationJobRunner({ db: t.db, log: t.app.log, env: { NODE_ENV } }).enabled).toBe(true);
    }
  });

  it("runs the jobs after start when enabled, and stops cleanly", async () => {
    const admin = await signUpAgency(t.app, { agencyName: "Runner A" });
    const agencyId = admin.user.agencyId;
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await withAgency(t.db, { agencyId, userId: admin.user.id }, (tx) =>
      tx
        .insert(certifications)
        .values({ agencyId, userId: admin.user.id, name: "CPR", expirationDate: soon }),
    );
    const runner = createNotificationJobRunner(
      { db: t.db, log: t.app.log, env: { NODE_ENV: "test" } },
      { enabled: true, firstRunDelayMs: 0 },
    );
    const firstRun = runner.nextRun();
    runner.start();
    expect(runner.started).toBe(true);
    expect(await firstRun).toMatchObject({ ran: true });
    await runner.stop();
    expect(runner.started).toBe(false);
    const rows = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.agencyId, agencyId), eq(notifications.userId, admin.user.id)));
    expect(rows).toEqual([{ title: "Certification expiring" }]);
  });

  it("runs one round per interval across instances: a second instance's scheduled run right after is skipped", async () => {
    const instance = () =>
      createNotificationJobRunner(
        { db: t.db, log: t.app.log, env: { NODE_ENV: "test" } },
        { enabled: true, firstRunDelayMs: 0 },
      );
    // The runner test above started a round: this one starts from none.
    await t.db.delete(jobRounds);
    const first = instance();
    const firstRun = first.nextRun();
    first.start();
    expect(await firstRun).toMatchObject({ ran: true });
    await first.stop();

    // Another instance starting now (its own timer) finds the round done.
    const second = instance();
    const secondRun = second.nextRun();
    second.start();
    expect(await secondRun).toEqual({ ran: false });
    await second.stop();

    // A manual run (what tests and operators call) is never held back by the round.
    expect(await second.runNow()).toMatchObject({ ran: true });
  });
});
