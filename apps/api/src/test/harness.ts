/**
 * API tests run against a real database: a fresh in-memory PGlite per test file, or, when DATABASE_URL is
 * set, a fresh database created on that PostgreSQL server and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { addDaysToIsoDate } from "@rollcall/shared/compliance";
import type { InjectOptions, RouteOptions } from "fastify";
import pg from "pg";
import { type AppOptions, buildApp } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { parseEnv } from "../env";
import type { Mailer, MailMessage } from "../lib/mailer";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../lib/sessions";
import { testToday } from "./today";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Where the test run's migrated starting point is (set by test/global-setup.ts, read by the workers). */
export const TEST_TEMPLATE_ENV = "ROLLCALL_TEST_TEMPLATE_DATABASE";
export const TEST_SNAPSHOT_ENV = "ROLLCALL_TEST_PGLITE_SNAPSHOT";

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export const createServerDatabase = (serverUrl: string, name: string, template?: string) =>
  onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
export const dropServerDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `drop database if exists ${name} with (force)`);

/** The migrated PGlite data folder the run dumped, read once per test process. */
let snapshot: { file: string; blob: Blob } | undefined;
function migratedSnapshot(): Blob | undefined {
  const file = process.env[TEST_SNAPSHOT_ENV];
  if (!file) return undefined;
  if (snapshot?.file !== file) snapshot = { file, blob: new Blob([fs.readFileSync(file)]) };
  return snapshot.blob;
}

/**
 * A fresh database on a PostgreSQL server (`serverUrl`), dropped when closed; without a server, an embedded
 * one in memory. Under the test run each starts as a copy of the run's migrated database (the template, or
 * the PGlite dump); elsewhere (benchmarks) it is migrated on opening. Tests and benchmarks share it.
 */
export async function openScratchDatabase(
  serverUrl?: string,
  prefix = "rollcall_test",
): Promise<DatabaseHandle & { url?: string }> {
  if (!serverUrl) return openDatabase({ kind: "pglite", dataDir: "memory", snapshot: migratedSnapshot() });
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await createServerDatabase(serverUrl, name, process.env[TEST_TEMPLATE_ENV]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}

const openTestDatabase = () => openScratchDatabase(process.env.DATABASE_URL);

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    /** "app": the app's own mailer (SMTP_URL, else the mail outbox), as a server has; default: kept in `outbox`. */
    mailer?: Mailer | "app";
    extraRoutes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
    onRoute?: (route: RouteOptions) => void;
    /** A logger to read what the server logs (default: silent). */
    logger?: AppOptions["logger"];
    /** Serve this folder as the built web app. */
    webRoot?: string;
    /** A database opened by the test (closed with the app), instead of a fresh one. */
    database?: DatabaseHandle;
  } = {},
) {
  const handle = options.database ?? (await openTestDatabase());
  const outbox: MailMessage[] = [];
  const mailer: Mailer | undefined =
    options.mailer === "app"
      ? undefined
      : (options.mailer ?? { send: async (message) => void outbox.push(message) });
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: "http://rollcall.test",
    SEED_DEMO: "false",
    // Sealed secrets need a key; a test never writes one into DATA_DIR.
    SECRET_KEY: "test-secret-key-of-at-least-32-characters",
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    db: handle.db,
    replica: handle.replica,
    mailer,
    onRoute: options.onRoute,
    logger: options.logger,
    serveWeb: options.webRoot !== undefined,
    webRoot: options.webRoot,
  });
  // Tests speak as the app's own pages: every request carries the app's Origin, as a browser's would.
  // A test of the cross-site defence sets its own origin / sec-fetch-site headers, which win.
  const inject = app.inject.bind(app) as (opts: InjectOptions) => ReturnType<typeof app.inject>;
  (app as { inject: unknown }).inject = (opts: InjectOptions) =>
    inject({
      ...opts,
      // A header set to undefined is left out (a test of a request without Origin).
      headers: Object.fromEntries(
        Object.entries({ origin: env.publicUrl, ...(opts.headers as object) }).filter(
          ([, v]) => v !== undefined,
        ),
      ),
    });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    outbox,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

let counter = 0;
/** A unique email per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = "member") =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.org`;

/** The session cookie a response set (its __Host- name on an https installation), for the next Cookie header. */
export function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE);
  if (!cookie) throw new Error("No session cookie in the response");
  return `${cookie.name}=${cookie.value}`;
}

export type SignedUp = {
  cookie: string;
  user: { id: string; agencyId: string; email: string; role: string };
};

/** A valid sign-up form: a new chief (unique email) and their fire agency. */
export const registration = () => ({
  email: uniqueEmail("chief"),
  password: "correct horse battery",
  firstName: "Dana",
  lastName: "Reyes",
  agencyName: "Riverside Fire & Rescue",
  agencyType: "fire",
});

/** POST /api/register with a valid form (fields overridden) and these headers: the answer, as it comes. */
export const postRegistration = (
  app: TestApp["app"],
  overrides: Record<string, string> = {},
  headers: Record<string, string> = {},
) =>
  app.inject({ method: "POST", url: "/api/register", payload: { ...registration(), ...overrides }, headers });

/**
 * Registers a new agency and its admin; returns the admin's session cookie. Where the app sends mail (SMTP_URL),
 * the sign-up waits for its emailed link: the link is read as the mail leaves and confirmed, as its reader would.
 */
export async function signUpAgency(
  app: TestApp["app"],
  overrides: Record<string, string> = {},
): Promise<SignedUp> {
  const mailer = app.mailer;
  const send = mailer.send;
  let token: string | undefined;
  mailer.send = (message) => {
    token ??= /\/confirm-sign-up\?token=([^\s"<&]+)/.exec(message.text ?? "")?.[1];
    return send.call(mailer, message);
  };
  let res = await postRegistration(app, overrides).finally(() => {
    mailer.send = send;
  });
  if (res.statusCode === 202 && token)
    res = await app.inject({
      method: "POST",
      url: "/api/register/confirm",
      payload: { token: decodeURIComponent(token) },
    });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json().user };
}

type Json = Record<string, unknown>;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One request as a member: the session cookie (none when signed out), a JSON body when given, and any
 * other headers (If-Match, say).
 */
export const request = (
  app: TestApp["app"],
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });

export { testToday } from "./today";

/** The test's today (test/today.ts), n days on. */
export const testDay = (n: number) => addDaysToIsoDate(testToday, n);
/** A yyyy-MM-dd day as the reports print it ("Jan 7, 2030"). */
export const shownDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
