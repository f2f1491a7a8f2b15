/**
 * The world most module tests start from: two agencies (A and B), agency A's officer, firefighter and emt
 * signed in, and, when asked, a member of agency B (or one agency, or just the app). Each helper registers
 * its own beforeAll / afterAll in the suite it is called in; the objects it returns are filled in place once
 * that suite starts, so a test file can destructure them at the top:
 *
 *   const { t, a, b, officer, firefighter, call } = twoAgencies({ crew: true });
 *
 * (A member left out with the `members` option stays an empty object.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { users } from "../db/schema/users";
import { createTestApp, type Method, request, type SignedUp, signUpAgency, type TestApp } from "./harness";
import { addMember, signIn } from "./members";

/** A JSON body, sent or answered. */
export type Json = Record<string, unknown>;

/** A signed-in member: their id, email and session cookie. */
export type Member = { id: string; email: string; cookie: string };
type MemberRole = "officer" | "firefighter" | "emt";
type MemberFields = Partial<typeof users.$inferInsert>;

/** The names many tests give agency A's crew. */
export const CREW: Record<MemberRole, { firstName: string; lastName: string }> = {
  officer: { firstName: "Marcus", lastName: "Hale" },
  firefighter: { firstName: "Jordan", lastName: "Kim" },
  emt: { firstName: "Priya", lastName: "Patel" },
};

export type TestAppOptions = {
  /** Environment overrides for createTestApp. */
  env?: Record<string, string>;
  /** createTestApp's other options (a mailer, extra routes, a logger). */
  app?: Parameters<typeof createTestApp>[1];
  /** Makes a temporary DATA_DIR with this prefix (removed afterwards); the world's dataDir. */
  dataDir?: string;
};

/**
 * A test app for the suite: created in a beforeAll, closed (and its DATA_DIR removed) in an afterAll. `t` is
 * filled in place once the suite starts.
 */
export function testApp(options: TestAppOptions = {}) {
  const t = {} as TestApp;
  let dataDir = "";
  beforeAll(async () => {
    const env = { ...options.env };
    if (options.dataDir) {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.dataDir));
      env.DATA_DIR = dataDir;
    }
    Object.assign(t, await createTestApp(env, options.app));
  });
  afterAll(async () => {
    await t.close?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One request as a member (signed out without a cookie), with a JSON body and other headers when given. */
  const call = (
    method: Method,
    url: string,
    cookie?: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => request(t.app, method, url, cookie, payload, headers);

  /** One request that must answer `status` (the body is shown when it does not); its JSON. */
  async function expectCall<T = Json>(
    status: number,
    method: Method,
    url: string,
    cookie?: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    const res = await call(method, url, cookie, payload, headers);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }

  return {
    t,
    call,
    expectCall,
    /** The temporary DATA_DIR (with the dataDir option), once the suite has started. */
    get dataDir() {
      return dataDir;
    },
  };
}

export type AgencyOptions = TestAppOptions & {
  /** signUpAgency fields for agency A (default for oneAgency: signUpAgency's own). */
  agencyA?: Record<string, string>;
  /** Names the crew Marcus Hale (officer), Jordan Kim (firefighter) and Priya Patel (emt). */
  crew?: boolean;
  /** Which of agency A's members to add and sign in (default all three). */
  members?: MemberRole[];
  /** Fields for one of agency A's members, over the crew's names. */
  officer?: MemberFields;
  firefighter?: MemberFields;
  emt?: MemberFields;
};

/** One agency (A) with its admin, and its officer, firefighter and emt signed in. */
export function oneAgency(options: AgencyOptions = {}) {
  const app = testApp(options);
  const { t } = app;
  const a = {} as SignedUp;
  const officer = {} as Member;
  const firefighter = {} as Member;
  const emt = {} as Member;

  beforeAll(async () => {
    Object.assign(a, await signUpAgency(t.app, options.agencyA));
    for (const [role, member] of [
      ["officer", officer],
      ["firefighter", firefighter],
      ["emt", emt],
    ] as const) {
      if (options.members && !options.members.includes(role)) continue;
      const added = await addMember(t.db, a.user.agencyId, role, {
        ...(options.crew ? CREW[role] : {}),
        ...options[role],
      });
      Object.assign(member, { id: added.id, email: added.email, cookie: await signIn(t.app, added.email) });
    }
  });

  return Object.assign(app, { a, officer, firefighter, emt });
}

export type WorldOptions = AgencyOptions & {
  /** The agencies' names (default "Agency A" and "Agency B"). */
  agencies?: [string, string];
  /** More signUpAgency fields for agency B. */
  agencyB?: Record<string, string>;
  /** Adds a member with this role to agency B (not signed in); none by default. */
  bMember?: MemberRole;
  /** Fields for agency B's member (a name, say). */
  bMemberFields?: MemberFields;
};

/** Two agencies: A as oneAgency makes it, and B with its admin (and a member when asked). */
export function twoAgencies(options: WorldOptions = {}) {
  const [nameA, nameB] = options.agencies ?? ["Agency A", "Agency B"];
  const world = oneAgency({ ...options, agencyA: { agencyName: nameA, ...options.agencyA } });
  const { t } = world;
  const b = {} as SignedUp;
  const bMember = {} as { id: string; email: string };

  beforeAll(async () => {
    Object.assign(b, await signUpAgency(t.app, { agencyName: nameB, ...options.agencyB }));
    if (options.bMember) {
      const added = await addMember(t.db, b.user.agencyId, options.bMember, options.bMemberFields);
      Object.assign(bMember, { id: added.id, email: added.email });
    }
  });

  return Object.assign(world, { b, bMember });
}
