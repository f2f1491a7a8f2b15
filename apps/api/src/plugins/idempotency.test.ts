/**
 * Idempotency keys: a retried write is done once and answered as the first time, even when the two arrive at
 * once; the same key with another request is refused (422); a key never crosses members or agencies; a refused
 * or failed request keeps nothing, so its retry is tried again.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedUp, signUpAgency, type TestApp, uniqueEmail } from "../test/harness";
import { addMember, logIn, signIn } from "../test/members";
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

describe("an answer holding a secret (Cache-Control: no-store)", () => {
  /** Every row kept under agency A's keys, and every string in them (the stored bodies' strings too). */
  async function kept() {
    const { rows } = (await t.db.execute(
      sql`select * from idempotency_keys where agency_id = ${A.user.agencyId}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const strings = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === "string") {
        strings.add(value);
        for (const word of value.split(/[^A-Za-z0-9_-]+/)) if (word) strings.add(word);
        try {
          const parsed = JSON.parse(value);
          if (parsed && typeof parsed === "object") collect(parsed);
        } catch {}
      } else if (value && typeof value === "object") for (const inner of Object.values(value)) collect(inner);
    };
    collect(rows);
    return { text: JSON.stringify(rows), strings };
  }

  const invite = (key: string, email: string) =>
    post(A.cookie, key, { firstName: "Kept", lastName: "Nowhere", email, role: "emt" }, "/api/users/invite");

  it("keeps no temporary password of an invite: nothing read from the table signs in", async () => {
    const key = randomUUID();
    const email = uniqueEmail("invited");
    const res = await invite(key, email);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { temporaryPassword } = res.json();
    const { text, strings } = await kept();
    expect(text).toContain(key);
    expect(text).not.toContain(temporaryPassword);
    // The control first (failures would soon hold the account back): the password the admin was shown signs in.
    expect((await logIn(t.app, email, temporaryPassword)).statusCode).toBe(200);
    for (const candidate of strings)
      expect((await logIn(t.app, email, candidate)).statusCode, candidate).not.toBe(200);
  });

  it("answers a retry 409 without inviting twice or showing the password again", async () => {
    const key = randomUUID();
    const email = uniqueEmail("retried");
    expect((await invite(key, email)).statusCode).toBe(201);
    const retry = await invite(key, email);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.secretNotKept });
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from users where email = ${email}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });

  it("keeps no password of an admin's reset or a member import, and no new API key", async () => {
    const member = await addMember(t.db, A.user.agencyId, "firefighter");
    const reset = await post(A.cookie, randomUUID(), undefined, `/api/users/${member.id}/reset-password`);
    expect(reset.statusCode, reset.body).toBe(200);
    const imported = await post(
      A.cookie,
      randomUUID(),
      { csv: `First Name,Last Name,Email,Role\nIma,Port,${uniqueEmail("imported")},emt\n` },
      "/api/imports/members",
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const apiKey = await post(
      A.cookie,
      randomUUID(),
      { name: "Kept nowhere", scopes: ["read"] },
      "/api/api-keys",
    );
    expect([reset, imported, apiKey].map((res) => res.headers["cache-control"])).toEqual([
      "no-store",
      "no-store",
      "no-store",
    ]);
    const { text } = await kept();
    expect(text).not.toContain(reset.json().temporaryPassword);
    expect(text).not.toContain(imported.json().members[0].temporaryPassword);
    expect(apiKey.statusCode, apiKey.body).toBe(201);
    expect(text).not.toContain(apiKey.json().key);
  });
});
