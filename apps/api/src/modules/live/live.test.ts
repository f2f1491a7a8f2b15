/**
 * Live updates (GET /api/events) over real HTTP: a committed write reaches the members of its agency and no
 * one else, a private row only its member, a rolled-back write no one, and the stream is for signed-in members.
 */
import {
  LIVE_MESSAGES,
  LIVE_SILENT_TABLES,
  MAX_STREAMS_PER_MEMBER,
  MAX_STREAMS_PER_SESSION,
} from "@rollcall/shared/live";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPlatform, withAgency } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { liveTables } from "../../lib/module";
import { openEventStream } from "../../test/event-stream";
import { createTestApp, request, type SignedUp, signUpAgency, type TestApp } from "../../test/harness";
import { addMember, signIn } from "../../test/members";
import { apiModules } from "../registry";

let t: TestApp;
let base: string;
let A: SignedUp;
let B: SignedUp;
let firefighterA: { id: string; cookie: string };

const events = (cookie?: string) => openEventStream(`${base}/api/events`, cookie);
/** The event a write to `table` sends: the table and the queries its module declares (`live`, module.ts). */
const declared = liveTables(apiModules);
const change = (table: string) => ({
  event: "change",
  data: JSON.stringify({ table, queries: declared[table] }),
});

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  A = await signUpAgency(t.app);
  B = await signUpAgency(t.app);
  const member = await addMember(t.db, A.user.agencyId, "firefighter");
  firefighterA = { id: member.id, cookie: await signIn(t.app, member.email) };
});

afterAll(async () => {
  await t?.close();
});

describe("the tables announced", () => {
  it("names, for every agency-owned table, what the web app refreshes, unless the table is silent by design", async () => {
    const { rows } = (await t.db.execute(sql`
      select distinct c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'agency_id' and t.table_type = 'BASE TABLE'
      order by 1`)) as unknown as { rows: { name: string }[] };
    const silent: readonly string[] = LIVE_SILENT_TABLES;
    const owned = [...rows.map((r) => r.name), "agencies"].filter((name) => !silent.includes(name)).sort();
    expect(Object.keys(declared).sort()).toEqual(owned);
  });

  it("is what the modules declare: each module's `live` (module.ts), each an API path the web's queries use", () => {
    for (const [table, queries] of Object.entries(declared)) {
      expect(queries.length, table).toBeGreaterThan(0);
      for (const query of queries) expect(query, table).toMatch(/^\/api\//);
    }
  });
});

describe("GET /api/events", () => {
  it("answers 401 when signed out, and a stream of events to a member", async () => {
    const signedOut = await events();
    expect(signedOut.status).toBe(401);
    signedOut.close();

    const stream = await events(A.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-store");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    stream.close();
  });

  it("tells the agency's members what changed, and no other agency", async () => {
    const admin = await events(A.cookie);
    const firefighter = await events(firefighterA.cookie);
    const other = await events(B.cookie);

    const created = await request(t.app, "POST", "/api/equipment", A.cookie, {
      name: "Engine 7",
      type: "engine",
    });
    expect(created.statusCode).toBe(201);
    expect(await admin.next()).toEqual(change("equipment"));
    expect(await firefighter.next()).toEqual(change("equipment"));

    // Positive control: the other agency's stream works, and the first thing it hears is its own change.
    const own = await request(t.app, "POST", "/api/equipment", B.cookie, {
      name: "Ladder 2",
      type: "ladder",
    });
    expect(own.statusCode).toBe(201);
    expect(await other.next()).toEqual(change("equipment"));
    expect(other.pending()).toEqual([]);
    expect(admin.pending()).toEqual([]);
    for (const s of [admin, firefighter, other]) s.close();
  });

  it("tells only the member of a change to their own private rows (a notification)", async () => {
    const admin = await events(A.cookie);
    const firefighter = await events(firefighterA.cookie);
    await asPlatform(t.db, { agencyId: A.user.agencyId, userId: null }, (tx) =>
      tx.insert(notifications).values({
        agencyId: A.user.agencyId,
        userId: firefighterA.id,
        title: "Training assigned",
        message: "Hose handling is due next week",
      }),
    );
    expect(await firefighter.next()).toEqual(change("notifications"));

    // The admin heard nothing of it: their next event is the next agency-wide change.
    await request(t.app, "POST", "/api/equipment", A.cookie, { name: "Rescue 1", type: "rescue" });
    expect(await admin.next()).toEqual(change("equipment"));
    expect(await firefighter.next()).toEqual(change("equipment"));
    admin.close();
    firefighter.close();
  });

  it("announces a write only once it commits, never one that rolls back", async () => {
    const admin = await events(A.cookie);
    await expect(
      withAgency(t.db, { agencyId: A.user.agencyId, userId: A.user.id }, async (tx) => {
        await tx.insert(notifications).values({
          agencyId: A.user.agencyId,
          userId: A.user.id,
          title: "Never sent",
          message: "Rolled back",
        });
        throw new Error("the write fails after its insert");
      }),
    ).rejects.toThrow("the write fails after its insert");
    await request(t.app, "POST", "/api/equipment", A.cookie, { name: "Tanker 3", type: "tanker" });
    expect(await admin.next()).toEqual(change("equipment"));
    expect(admin.pending()).toEqual([]);
    admin.close();
  });

  it("caps open streams per session and per member with a clear 429, and a closed stream frees its slot", async () => {
    const member = await addMember(t.db, A.user.agencyId, "firefighter");
    const sessions = [await signIn(t.app, member.email), await signIn(t.app, member.email)];
    const opened = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) opened.push(await events(sessions[0]));
    expect(opened.map((s) => s.status)).toEqual(opened.map(() => 200));
    const over = await events(sessions[0]);
    expect(over.status).toBe(429);
    for (let tries = 0; !over.raw() && tries < 50; tries++) await new Promise((r) => setTimeout(r, 10));
    expect(JSON.parse(over.raw()).message).toBe(LIVE_MESSAGES.tooManyStreams);
    over.close();

    // Closing a stream frees its slot (once the server has seen it close).
    opened.shift()?.close();
    let again = await events(sessions[0]);
    for (let tries = 0; again.status === 429 && tries < 50; tries++) {
      again.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await events(sessions[0]);
    }
    expect(again.status).toBe(200);
    opened.push(again);

    // The member's other sessions together stop at the member's cap.
    let second = 0;
    while (opened.length < MAX_STREAMS_PER_MEMBER) {
      const stream = await events(sessions[1]);
      expect(stream.status).toBe(200);
      opened.push(stream);
      second++;
    }
    expect(second).toBeLessThanOrEqual(MAX_STREAMS_PER_SESSION);
    const third = await signIn(t.app, member.email);
    const memberOver = await events(third);
    expect(memberOver.status).toBe(429);
    memberOver.close();
    // Another member of the agency is not affected.
    const other = await events(firefighterA.cookie);
    expect(other.status).toBe(200);
    other.close();
    for (const stream of opened) stream.close();
  });

  it("ends every stream when the server closes, so it can close", async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: "127.0.0.1" });
    const chief = await signUpAgency(other.app);
    const stream = await openEventStream(`${url}/api/events`, chief.cookie);
    expect(stream.status).toBe(200);
    await other.close();
    expect(stream.raw()).toContain(": connected");
  });
});
