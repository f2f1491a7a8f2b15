/**
 * Idempotency keys: a retried write is done once and answered as the first time, even when the two arrive at
 * once; the same key with another request is refused (422); a key never crosses members or agencies; a refused
 * or failed request keeps nothing, so its retry is tried again.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedUp, signUpAgency, type TestApp } from "../test/harness";
import { addMember, signIn } from "../test/members";
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_MESSAGES } from "./idempotency";

let t: TestApp;
let A: SignedUp;
let B: SignedUp;
let colleagueA: string;
let flakyCalls = 0;

const post = (cookie: string, key: string | undefined, payload: unknown, url = "/api/equipment") =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload: payload as Record<string, unknown>,
  });

async function equipmentNamed(name: string) {
  const { rows } = (await t.db.execute(
    sql`select count(*)::int as n from equipment where name = ${name}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A route that fails once with a 500, then succeeds: the failure must not be replayed.
      extraRoutes: (app) =>
        app.post("/api/test/flaky", async (_request, reply) => {
          flakyCalls += 1;
          if (flakyCalls === 1) throw new Error("the first attempt fails");
          return reply.code(201).send({ attempt: flakyCalls });
        }),
    },
  );
  A = await signUpAgency(t.app);
  B = await signUpAgency(t.app);
  const colleague = await addMember(t.db, A.user.agencyId, "admin");
  colleagueA = await signIn(t.app, colleague.email);
});

afterAll(async () => {
  await t?.close();
});

describe("Idempotency-Key", () => {
  it("does a retried write once and answers it as the first time", async () => {
    const key = randomUUID();
    const name = `Engine ${key}`;
    const first = await post(A.cookie, key, { name, type: "engine" });
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();

    const retry = await post(A.cookie, key, { name, type: "engine" });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(retry.json()).toEqual(first.json());
    expect(await equipmentNamed(name)).toBe(1);

    // Without a key, the same request is a second write, as before.
    expect((await post(A.cookie, undefined, { name, type: "engine" })).statusCode).toBe(201);
    expect(await equipmentNamed(name)).toBe(2);
  });

  it("refuses the same key with a different request, and keeps the first write alone", async () => {
    const key = randomUUID();
    expect((await post(A.cookie, key, { name: `Ladder ${key}`, type: "ladder" })).statusCode).toBe(201);
    const other = await post(A.cookie, key, { name: `Tanker ${key}`, type: "tanker" });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await equipmentNamed(`Tanker ${key}`)).toBe(0);
  });

  it("keeps keys per member and per agency: the same key elsewhere is a new request", async () => {
    const key = randomUUID();
    const name = `Rescue ${key}`;
    const mine = await post(A.cookie, key, { name, type: "rescue" });
    const colleague = await post(colleagueA, key, { name, type: "rescue" });
    const otherAgency = await post(B.cookie, key, { name, type: "rescue" });
    for (const res of [mine, colleague, otherAgency]) {
      expect(res.statusCode).toBe(201);
      expect(res.headers["idempotent-replayed"]).toBeUndefined();
    }
    expect(new Set([mine.json().id, colleague.json().id, otherAgency.json().id]).size).toBe(3);
    expect(otherAgency.json().agencyId).toBe(B.user.agencyId);
    expect(await equipmentNamed(name)).toBe(3);
  });

  it("keeps nothing for a refused request: the corrected retry with the same key is done", async () => {
    const key = randomUUID();
    const invalid = await post(A.cookie, key, { name: "", type: "engine" });
    expect(invalid.statusCode).toBe(400);
    const valid = await post(A.cookie, key, { name: `Brush ${key}`, type: "brush" });
    expect(valid.statusCode).toBe(201);
    expect(valid.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("keeps nothing for a failure (500): the retry is tried again", async () => {
    const key = randomUUID();
    expect((await post(A.cookie, key, {}, "/api/test/flaky")).statusCode).toBe(500);
    const retry = await post(A.cookie, key, {}, "/api/test/flaky");
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({ attempt: 2 });
    const replay = await post(A.cookie, key, {}, "/api/test/flaky");
    expect(replay.json()).toEqual({ attempt: 2 });
    expect(flakyCalls).toBe(2);
  });

  it("does two identical requests sent at once once: both get the first answer", async () => {
    const key = randomUUID();
    const payload = { name: `Pump ${key}`, type: "pump" };
    const [one, two] = await Promise.all([post(A.cookie, key, payload), post(A.cookie, key, payload)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json()).toEqual(two.json());
    expect([one, two].filter((res) => res.headers["idempotent-replayed"] === "true")).toHaveLength(1);
    expect(await equipmentNamed(payload.name)).toBe(1);
  });

  it("lets a retry wait for the first request still being answered, and frees a key abandoned unfinished", async () => {
    const key = randomUUID();
    const payload = { name: `Boat ${key}`, type: "boat" };
    const first = await post(A.cookie, key, payload);
    const answer = first.body;
    // The first request's claim as an instance still answering it leaves it: no answer yet.
    await t.db.execute(sql`update idempotency_keys set status_code = null, body = null where key = ${key}`);
    const retry = post(A.cookie, key, payload);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.db.execute(
      sql`update idempotency_keys set status_code = 201, body = ${answer} where key = ${key}`,
    );
    const replayed = await retry;
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect(replayed.json()).toEqual(first.json());
    expect(await equipmentNamed(payload.name)).toBe(1);

    // A claim left unanswered for over a minute (its instance crashed) is taken over by the retry.
    await t.db.execute(
      sql`update idempotency_keys set status_code = null, body = null, created_at = now() - interval '2 minutes' where key = ${key}`,
    );
    const after = await post(A.cookie, key, payload);
    expect(after.statusCode).toBe(201);
    expect(after.headers["idempotent-replayed"]).toBeUndefined();
    expect(after.json().id).not.toBe(first.json().id);
  });

  it("refuses a malformed key with a field message, and ignores keys on reads and public routes", async () => {
    const long = await post(A.cookie, "k".repeat(256), { name: "Long", type: "engine" });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ "idempotency-key": IDEMPOTENCY_MESSAGES.invalid });
    const spaced = await post(A.cookie, "two words", { name: "Spaced", type: "engine" });
    expect(spaced.statusCode).toBe(400);

    const read = await t.app.inject({
      method: "GET",
      url: "/api/equipment",
      headers: { cookie: A.cookie, "idempotency-key": "not checked" },
    });
    expect(read.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "idempotency-key": "ignored" },
      payload: { email: "nobody@example.org", password: "wrong password" },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("forgets keys after a day", async () => {
    const key = randomUUID();
    const payload = { name: `Trailer ${key}`, type: "trailer" };
    await post(A.cookie, key, payload);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    // Past its day the key is a new request even before the sweep…
    expect((await post(A.cookie, key, payload)).headers["idempotent-replayed"]).toBeUndefined();
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    // …and the sweep removes it.
    await deleteExpiredIdempotencyKeys(t.db);
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from idempotency_keys where key = ${key}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(0);
  });
});
