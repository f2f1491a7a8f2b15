/**
 * Secrets never reach the server log (issue 10, finding 4): not a password hash from a failed insert, not a
 * temporary password or reset link when mail is not configured in production, not a token in a query string.
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPlatform } from "../db/client";
import { users } from "../db/schema/users";
import { createTestApp, type SignedUp, signUpAgency, type TestApp, uniqueEmail } from "../test/harness";
import { loggerOptions, serializeError } from "./logging";
import { createMailer, MAIL_NOT_CONFIGURED } from "./mailer";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logText = () => lines.join("");

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  const logger = { ...(loggerOptions({ LOG_LEVEL: "info" }) as object), stream: capture };
  // The production mailer without SMTP_URL, writing to the same captured log.
  const mailLog = Fastify({ logger }).log;
  t = await createTestApp(
    { NODE_ENV: "production" },
    {
      logger,
      mailer: createMailer({ from: "Rollcall <no-reply@rollcall.test>", log: mailLog, production: true }),
    },
  );
  admin = await signUpAgency(t.app);
});
afterAll(async () => t?.close());

describe("the server log", () => {
  it("says mail is not configured in production, without the temporary password of an invite", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: admin.cookie },
      payload: { firstName: "Sam", lastName: "Ortiz", email: uniqueEmail("sam"), role: "firefighter" },
    });
    expect(res.statusCode).toBe(201);
    const temporaryPassword = res.json().temporaryPassword as string;
    expect(temporaryPassword).toBeTruthy();
    for (let i = 0; i < 20 && !logText().includes(MAIL_NOT_CONFIGURED); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(logText()).toContain(MAIL_NOT_CONFIGURED);
    expect(logText()).not.toContain(temporaryPassword);
  });

  it("never prints a reset link", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: admin.user.email },
    });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 20 && !logText().includes("Reset your Riverside Fire & Rescue password"); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(logText()).toContain("Reset your Riverside Fire & Rescue password");
    expect(logText()).not.toContain("reset-password?token=");
  });

  it("logs a request by its path, not its query string, and never the cookie", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/user?token=query-secret-123",
      headers: { cookie: admin.cookie },
    });
    expect(logText()).toContain('"url":"/api/user"');
    expect(logText()).not.toContain("query-secret-123");
    expect(logText()).not.toContain(admin.cookie.split("=")[1]);
  });

  it("logs a failed insert by code and statement, never the password hash it carried", async () => {
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU";
    let caught: unknown;
    try {
      await asPlatform(t.db, { agencyId: admin.user.agencyId, userId: null }, (tx) =>
        tx.insert(users).values({
          id: randomUUID(),
          agencyId: admin.user.agencyId,
          email: admin.user.email, // already taken: the insert fails
          passwordHash: hash,
          firstName: "Dup",
          lastName: "Licate",
          role: "admin",
        }),
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    // What the driver hands over does hold it; what the log receives does not.
    expect(String((caught as Error).message)).toContain(hash);
    const logged = JSON.stringify(serializeError(caught));
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain("c2VjcmV0");
    expect(logged).toContain("23505");
    expect(logged).toContain("insert into");
  });
});
