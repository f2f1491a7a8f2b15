/**
 * Authorization, generated from the route table: every route the app registers must be named in ROUTES or
 * EXCLUDED (apps/api/src/test/fixtures.ts, composed of each module's <module>.routes.fixtures.ts), and each
 * named route gets the checks its kind calls for.
 *
 * - The table matches the app: a registered route missing from the table fails the first test, naming it
 *   (a new module is covered the day it lands); a table entry no longer registered fails too; each route
 *   declares the access the table expects.
 * - Every route with an id in its path: another agency's admin gets 404, exactly like an id that does not
 *   exist, and for writes the row reads back unchanged for its owner and nothing is written anywhere
 *   (audit log, notifications, users' hidden columns).
 * - Every read: another agency's admin and firefighter see none of the first agency's rows (no id, no marker
 *   string, in JSON, CSV, PDF text or iCalendar), while the owner's own answer does show them where the
 *   table says so (so the check cannot pass on an empty answer).
 * - Every route: each role its access does not allow gets 403, a signed-out caller 401, a member with a
 *   temporary password 403, and nothing is written.
 * - Every write whose valid body names ids (members, shifts, courses, equipment): sent by another agency's
 *   admin about its own rows but with the first agency's ids, it is refused (4xx) and writes nothing.
 *
 * HOW TO ADD A ROUTE: see the header of fixtures.ts (one entry in the ROUTES of its module's
 * <module>.routes.fixtures.ts, or in its EXCLUDED with the reason).
 */
import { randomUUID } from "node:crypto";
import { API_KEY_INTEGRATION_IDS, API_KEY_RESOURCE_IDS } from "@rollcall/shared/integrations";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../plugins/auth";
import { pdfText } from "./files";
import {
  type Catalogue,
  fillUrl,
  multipartFile,
  PDF_BYTES,
  ROUTES,
  type RouteSpec,
  writeFingerprint,
} from "./fixtures";
import { routeRecordingApp, TABLED_KEYS, untabled } from "./route-table";

const { t, registeredRoutes, routeOf, catalogueAgency } = routeRecordingApp({
  dataDir: "rollcall-authorization-",
});
let A: Catalogue; // the agency whose rows are probed
let B: Catalogue; // the other agency, whose members probe

beforeAll(async () => {
  A = await catalogueAgency({ agencyName: "Agency Alpha QMARKALPHA" }, "QMARKALPHA");
  B = await catalogueAgency({ agencyName: "Agency Bravo QMARKBRAVO" }, "QMARKBRAVO");
}, 120_000);

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ROLES = ["admin", "officer", "firefighter", "emt"] as const;
type RoleName = (typeof ROLES)[number];

const entries = Object.entries(ROUTES).map(([key, spec]) => {
  const [method, url] = key.split(" ");
  return { key, method, url, spec };
});
type Entry = (typeof entries)[number];

const registeredRoute = (key: string) =>
  routeOf(key, "is in the route table but not registered: remove or rename its entry");

/** The roles the route's access refuses (403); "operator" refuses every agency role without the flag. */
function refusedRoles(access: Access): RoleName[] {
  switch (access) {
    case "admin":
      return ["officer", "firefighter", "emt"];
    case "manager":
      return ["firefighter", "emt"];
    case "operator":
      return [...ROLES];
    default:
      return [];
  }
}

/** The request an entry makes: its url for the agency in the path, its valid body naming `refs`' ids. */
function request(entry: Entry, target: Catalogue, refs: Catalogue, cookie?: string) {
  const { spec } = entry;
  const query = spec.query ? `?${new URLSearchParams(spec.query(target))}` : "";
  const url = fillUrl(entry.url, spec.params?.(target)) + query;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (spec.multipart) {
    const file = multipartFile(PDF_BYTES, "other.pdf");
    return { method: entry.method, url, payload: file.payload, headers: { ...headers, ...file.headers } };
  }
  const body = spec.body?.(target, refs);
  return { method: entry.method, url, headers, ...(body === undefined ? {} : { payload: body as object }) };
}

/** The same request made with an agency's API key (which reads and writes everything) instead of a cookie. */
function withKey(opts: ReturnType<typeof request>, of: Catalogue) {
  return { ...opts, headers: { ...opts.headers, authorization: `Bearer ${of.apiKeyToken}` } };
}

/**
 * Whether an API key may call the route at all: app.ts names its API part; never the operator's or a profile,
 * never an answer holding a secret, never a change to how someone signs in.
 */
function keyReaches(entry: Entry) {
  const config = registeredRoute(entry.key).config ?? {};
  return (
    Boolean(config.apiKey) &&
    !config.answerHoldsSecret &&
    !config.changesSignIn &&
    entry.spec.access !== "operator" &&
    !entry.url.startsWith("/api/profile")
  );
}

async function send(opts: ReturnType<typeof request>) {
  return t.app.inject(opts as InjectOptions);
}

/** What the owner reads back for a write's row (status and body), to compare before and after. */
async function readBack(spec: RouteSpec, owner: Catalogue) {
  if (!spec.readBack) return null;
  const { url, as = "admin" } = spec.readBack(owner);
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: owner[as].cookie } });
  expect(res.statusCode, `read back ${url}`).toBe(200);
  return res.body;
}

/** The text of an answer: PDFs by the text they draw, ZIPs by their files' text, everything else as sent. */
function answerText(res: LightMyRequestResponse) {
  const type = String(res.headers["content-type"] ?? "");
  if (type.startsWith("application/zip"))
    return Object.values(unzipSync(new Uint8Array(res.rawPayload)))
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
  return type.startsWith("application/pdf") ? pdfText(res.rawPayload) : res.body;
}

function leaks(text: string, of: Catalogue) {
  const found: string[] = [];
  if (text.includes(of.marker)) found.push(of.marker);
  for (const id of of.ids) if (text.includes(id)) found.push(id);
  return found;
}

describe("the route table", () => {
  it("names every registered route (add a new route to ROUTES or EXCLUDED in its module's <module>.routes.fixtures.ts)", () => {
    const all = registeredRoutes();
    expect(all.length).toBeGreaterThan(50);
    const unknown = all
      .filter((r) => r.method !== "HEAD")
      .filter(untabled)
      .map((r) => r.key);
    expect(unknown, "routes missing from the table (modules/<module>/<module>.routes.fixtures.ts)").toEqual(
      [],
    );
    // HEAD routes are Fastify's copies of GET routes: each must have its GET.
    const gets = new Set(all.filter((r) => r.method === "GET").map((r) => r.route.url));
    expect(all.filter((r) => r.method === "HEAD" && !gets.has(r.route.url)).map((r) => r.key)).toEqual([]);
  });

  it("holds no route the app no longer registers", () => {
    const keys = new Set(registeredRoutes().map((r) => r.key));
    const stale = [...TABLED_KEYS].filter((key) => !keys.has(key));
    expect(stale).toEqual([]);
  });

  it.each(entries)("$key declares the access the table expects", (entry) => {
    const config = (registeredRoute(entry.key).config ?? {}) as {
      access?: Access;
      allowPendingPassword?: boolean;
    };
    expect(config.access ?? "member").toBe(entry.spec.access);
    expect(Boolean(config.allowPendingPassword)).toBe(Boolean(entry.spec.allowPendingPassword));
  });
});

describe("another agency's id answers 404 and changes nothing", () => {
  // Operator routes name any agency by design (universe.test.ts): no 404-by-agency case.
  const idRoutes = entries.filter(
    (e) => e.spec.params && !e.spec.tokenInPath && e.spec.access !== "operator",
  );

  it("covers every route with a parameter in its path", () => {
    const withParams = entries.filter((e) => e.url.includes(":")).map((e) => e.key);
    expect(entries.filter((e) => e.spec.params).map((e) => e.key)).toEqual(withParams);
  });

  it.each(idRoutes)("$key", async (entry) => {
    registeredRoute(entry.key);
    const before = await writeFingerprint(t.db);
    const ownerBefore = await readBack(entry.spec, A);

    const other = await send(request(entry, A, A, B.admin.cookie));
    expect(other.statusCode, other.body).toBe(404);
    // Exactly like an id that does not exist: same status, same answer.
    const missingParams = Object.fromEntries(
      Object.keys(entry.spec.params?.(A) ?? {}).map((name) => [name, randomUUID()]),
    );
    const missing = await send({
      ...request(entry, A, A, B.admin.cookie),
      url:
        fillUrl(entry.url, missingParams) +
        (entry.spec.query ? `?${new URLSearchParams(entry.spec.query(A))}` : ""),
    });
    expect(missing.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    if (entry.method === "GET") {
      const head = await send({ ...request(entry, A, A, B.admin.cookie), method: "HEAD" });
      expect(head.statusCode).toBe(404);
    }
    // Agency B's API key, which may read and write everything it can reach: the same 404, or no way in at all.
    const viaKey = await send(withKey(request(entry, A, A), B));
    expect(viaKey.statusCode, viaKey.body).toBe(keyReaches(entry) ? 404 : 403);

    expect(await writeFingerprint(t.db)).toBe(before);
    expect(await readBack(entry.spec, A)).toBe(ownerBefore);
  });

  it("the calendar feed, whose path holds a token, answers 404 for a token that does not exist", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/calendar/${randomUUID()}.ics` });
    expect(res.statusCode).toBe(404);
    const own = await t.app.inject({ method: "GET", url: `/api/calendar/${A.calendarFile}` });
    expect(own.statusCode).toBe(200);
  });
});

describe("no answer shows another agency's rows", () => {
  // Operator routes show every agency by design (universe.test.ts checks who may call them).
  const reads = entries.filter((e) => e.method === "GET" && e.spec.access !== "operator");

  it("covers every read", () => {
    expect(reads.filter((e) => !e.spec.list).map((e) => e.key)).toEqual([]);
  });

  it.each(reads)("$key", async (entry) => {
    registeredRoute(entry.key);
    const callers =
      entry.spec.access === "public"
        ? [undefined]
        : entry.spec.access === "member"
          ? [B.admin.cookie, B.firefighter.cookie]
          : [B.admin.cookie];
    for (const cookie of callers) {
      const res = await send(request(entry, B, B, cookie));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(leaks(answerText(res), A), `${entry.key} shows agency A's rows to agency B`).toEqual([]);
    }
    // Agency B's API key: its own agency's answer (or no way in), never agency A's rows.
    if (entry.spec.access !== "public") {
      const viaKey = await send(withKey(request(entry, B, B), B));
      expect(viaKey.statusCode, viaKey.body.slice(0, 300)).toBe(keyReaches(entry) ? 200 : 403);
      expect(leaks(answerText(viaKey), A), `${entry.key} shows agency A's rows to agency B's key`).toEqual(
        [],
      );
    }
    // The control: the owner's own answer shows its rows (where the route lists any).
    const own = await send(request(entry, A, A, entry.spec.access === "public" ? undefined : A.admin.cookie));
    expect(own.statusCode).toBe(200);
    if (entry.spec.list?.ownerSees)
      expect(
        leaks(answerText(own), A).length,
        `${entry.key}: the owner's answer shows none of its rows`,
      ).toBeGreaterThan(0);
  });
});

describe("each role a route does not allow gets 403, signed out 401, and nothing is written", () => {
  const guarded = entries.filter((e) => e.spec.access !== "public");

  it.each(guarded)("$key", async (entry) => {
    registeredRoute(entry.key);
    const before = await writeFingerprint(t.db);
    const ownerBefore = await readBack(entry.spec, A);
    const attempts: Array<[string, string | undefined, number]> = [
      ["signed out", undefined, 401],
      ...refusedRoles(entry.spec.access).map((role): [string, string, number] => [role, A[role].cookie, 403]),
    ];
    if (!entry.spec.allowPendingPassword) attempts.push(["temporary password", A.pending.cookie, 403]);
    if (entry.spec.access === "operator") attempts.push(["admin", A.admin.cookie, 403]);
    for (const [who, cookie, status] of attempts) {
      const res = await send(request(entry, A, A, cookie));
      expect(res.statusCode, `${who}: ${res.body.slice(0, 200)}`).toBe(status);
    }
    if (WRITE_METHODS.has(entry.method) || entry.spec.readBack) {
      expect(await writeFingerprint(t.db)).toBe(before);
      expect(await readBack(entry.spec, A)).toBe(ownerBefore);
    }
  });
});

describe("a body naming another agency's ids is refused and writes nothing", () => {
  const withIds = entries.filter((e) => WRITE_METHODS.has(e.method) && e.spec.body);

  it.each(withIds)("$key", async (entry) => {
    registeredRoute(entry.key);
    const own = JSON.stringify(entry.spec.body?.(B, B));
    const foreign = JSON.stringify(entry.spec.body?.(B, A));
    if (own === foreign) return; // the body names no ids
    const before = await writeFingerprint(t.db);
    const ownerBefore = await readBack(entry.spec, B);
    const res = await send(request(entry, B, A, B.admin.cookie));
    expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    expect(await writeFingerprint(t.db)).toBe(before);
    expect(await readBack(entry.spec, B)).toBe(ownerBefore);
  });
});

describe("an API key of each scope reaches exactly the routes its scope names", () => {
  const SCOPES = [
    "read",
    "write",
    ...API_KEY_RESOURCE_IDS.flatMap((r) => [`${r}:read`, `${r}:write`]),
    ...API_KEY_INTEGRATION_IDS,
  ];
  const keys = new Map<string, string>();
  beforeAll(async () => {
    for (const scope of SCOPES) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/api-keys",
        headers: { cookie: A.admin.cookie },
        payload: { name: `Only ${scope}`, scopes: [scope] },
      });
      expect(res.statusCode, res.body).toBe(201);
      keys.set(scope, res.json().key);
    }
  }, 60_000);

  /**
   * What the scope covers, said plainly: write covers read; the bare scopes cover every part; an integration's
   * scope ("cad") only its own routes, which the bare write also reaches (and no part's scope).
   */
  const covers = (scope: string, part: string | undefined, method: string) => {
    if (part && (API_KEY_INTEGRATION_IDS as string[]).includes(part))
      return scope === part || scope === "write";
    const wanted = method === "GET" ? ["read", "write"] : ["write"];
    return wanted.some((access) => scope === access || scope === `${part}:${access}`);
  };

  /**
   * The call a key the route lets in makes, writing nothing: reads as they are; a write with ids names ids no row
   * has (404), one with a body schema sends a body no schema takes (400).
   */
  function harmless(entry: Entry) {
    const base = request(entry, A, A);
    if (entry.method === "GET") return base;
    if (entry.spec.params) {
      const missing = Object.fromEntries(
        Object.keys(entry.spec.params(A)).map((name) => [name, randomUUID()]),
      );
      return { ...base, url: fillUrl(entry.url, missing) };
    }
    return { ...base, payload: ["not", "a", "body"], headers: { "content-type": "application/json" } };
  }

  const guarded = entries.filter((e) => e.spec.access !== "public");

  it("leaves no write it lets a key call without a way to call it harmlessly", () => {
    const unprobed = guarded
      .filter((e) => keyReaches(e) && WRITE_METHODS.has(e.method) && !e.spec.params)
      .filter((e) => !registeredRoute(e.key).schema?.body)
      .map((e) => e.key);
    expect(unprobed).toEqual([]);
  });

  it.each(guarded)("$key", async (entry) => {
    const config = registeredRoute(entry.key).config ?? {};
    const before = await writeFingerprint(t.db);
    const ownerBefore = await readBack(entry.spec, A);
    for (const scope of SCOPES) {
      const allowed = keyReaches(entry) && covers(scope, config.apiKey, entry.method);
      const opts = allowed ? harmless(entry) : request(entry, A, A);
      const res = await send(withKey(opts, { apiKeyToken: keys.get(scope) } as Catalogue));
      const said = `${scope}: ${res.body.slice(0, 200)}`;
      if (!allowed) expect(res.statusCode, said).toBe(403);
      else if (entry.method === "GET") expect(res.statusCode, said).toBe(200);
      else expect([400, 404], said).toContain(res.statusCode);
    }
    expect(await writeFingerprint(t.db)).toBe(before);
    expect(await readBack(entry.spec, A)).toBe(ownerBefore);
  });
});
