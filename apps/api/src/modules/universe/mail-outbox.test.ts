/**
 * The mail outbox: without SMTP_URL, what the app would have mailed (a reset link, an invitation with its
 * temporary password) is kept for 7 days and read by the platform operators in Universe Admin; with SMTP_URL it
 * goes out and nothing is kept. The app's own mailer runs here (no capture): the server's wiring is what is tested.
 */
import { API_KEY_MESSAGES } from "@rollcall/shared/integrations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/universe";
import { createTestApp, signUpAgency, type TestApp, uniqueEmail } from "../../test/harness";
import { addMember, setTier, signIn } from "../../test/members";
import { startSmtpServer } from "../../test/smtp";
import { type Member, twoAgencies } from "../../test/world";
import { universeJobs } from "./universe.jobs";

type Outbox = {
  mailConfigured: boolean;
  keptDays: number;
  messages: Array<{
    recipient: string;
    subject: string;
    text: string;
    agencyName: string | null;
    createdAt: string;
  }>;
};

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;

describe("without SMTP_URL", () => {
  const { t, a, b, firefighter, call, expectCall } = twoAgencies({
    app: { mailer: "app" },
    members: ["firefighter"],
  });
  const operator = {} as Member;
  beforeAll(async () => {
    const added = await addMember(t.db, a.user.agencyId, "admin", {
      isUniverseAdmin: true,
      firstName: "Opal",
    });
    Object.assign(operator, { id: added.id, email: added.email, cookie: await signIn(t.app, added.email) });
  });
  const outbox = () => expectCall<Outbox>(200, "GET", "/api/universe/mail-outbox", operator.cookie);

  it("keeps the reset link a member asked for, and the operator reads it, newest first", async () => {
    const member = await addMember(t.db, a.user.agencyId, "emt");
    const asked = await expectCall<{ message: string; emailed: boolean }>(
      200,
      "POST",
      "/api/password-reset-request",
      undefined,
      { email: member.email },
    );
    // The member is told mail cannot be sent here, in the same words as for an address with no account.
    expect(asked.emailed).toBe(false);
    const unknown = await expectCall<{ message: string }>(
      200,
      "POST",
      "/api/password-reset-request",
      undefined,
      {
        email: uniqueEmail("nobody"),
      },
    );
    expect(unknown).toEqual(asked);

    const invited = uniqueEmail("invited");
    const invite = await expectCall<{ temporaryPassword: string; emailed: boolean }>(
      201,
      "POST",
      "/api/users/invite",
      b.cookie,
      { firstName: "Ina", lastName: "Vite", email: invited, role: "firefighter" },
    );
    expect(invite.emailed).toBe(false);

    let read = await outbox();
    for (let i = 0; i < 20 && read.messages.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      read = await outbox();
    }
    expect(read.mailConfigured).toBe(false);
    expect(read.keptDays).toBe(7);
    // Only the two real messages: the unknown address got none.
    expect(read.messages.map((m) => m.recipient)).toEqual([invited, member.email]);
    const [invitation, reset] = read.messages;
    expect(reset).toMatchObject({ agencyName: "Agency A", subject: "Reset your Agency A password" });
    expect(reset.text).toMatch(/http:\/\/rollcall\.test\/reset-password\?token=\S+/);
    expect(invitation.agencyName).toBe("Agency B");
    expect(invitation.text).toContain(`Temporary password: ${invite.temporaryPassword}`);
    expect(Date.parse(reset.createdAt)).toBeLessThanOrEqual(Date.parse(invitation.createdAt));

    // The kept link works: the operator passes it on and the member sets a new password with it.
    const token = decodeURIComponent(/token=(\S+)/.exec(reset.text)?.[1] ?? "");
    await expectCall(200, "POST", "/api/password-reset-confirm", undefined, {
      token,
      newPassword: "a new password from the outbox",
    });
  });

  it("an admin's second-factor reset says no email went, and its notice waits in the outbox", async () => {
    const member = await addMember(t.db, b.user.agencyId, "firefighter");
    const reset = await expectCall<{ emailed: boolean }>(
      200,
      "DELETE",
      `/api/auth/members/${member.id}/second-factors`,
      b.cookie,
    );
    expect(reset).toEqual({ emailed: false });
    let kept = (await outbox()).messages.find((m) => m.recipient === member.email);
    for (let i = 0; i < 20 && !kept; i++) {
      await new Promise((r) => setTimeout(r, 50));
      kept = (await outbox()).messages.find((m) => m.recipient === member.email);
    }
    expect(kept?.subject).toMatch(/second factors were reset$/);
  });

  it("is for platform operators only: admins and members of any agency are refused, the signed out too", async () => {
    for (const cookie of [a.cookie, b.cookie, firefighter.cookie]) {
      const res = await call("GET", "/api/universe/mail-outbox", cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Platform operator access required");
    }
    expect((await call("GET", "/api/universe/mail-outbox")).statusCode).toBe(401);
    // Never kept by a cache: the links are secrets.
    const res = await call("GET", "/api/universe/mail-outbox", operator.cookie);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is never reachable with an API key, not even one its operator made", async () => {
    await setTier(t.db, a.user.agencyId, "pro");
    const made = await expectCall<{ key: string }>(201, "POST", "/api/api-keys", operator.cookie, {
      name: "Operator's key",
      scopes: ["read", "write"],
    });
    const res = await call("GET", "/api/universe/mail-outbox", undefined, undefined, {
      authorization: `Bearer ${made.key}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_KEY_MESSAGES.forbiddenWithKey);
    expect(res.body).not.toContain("reset-password");
  });

  it("forgets a message after 7 days (the hourly clean-up)", async () => {
    const before = (await outbox()).messages.length;
    expect(before).toBeGreaterThan(0);
    await t.db.insert(mailOutbox).values({ recipient: "old@example.org", subject: "Old", text: "old link" });
    expect((await outbox()).messages.map((m) => m.recipient)).toContain("old@example.org");
    // Six days on, everything is still kept; eight days on, nothing is.
    await universeJobs.runOnce(t.db, silent, new Date(Date.now() + 6 * 24 * 60 * 60 * 1000));
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before + 1);
    await universeJobs.runOnce(t.db, silent, new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("with SMTP_URL", { timeout: 60_000 }, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url }, { mailer: "app" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  it("sends the reset link by mail and keeps nothing in the outbox", async () => {
    const admin = await signUpAgency(t.app);
    const op = await addMember(t.db, admin.user.agencyId, "admin", { isUniverseAdmin: true });
    const cookie = await signIn(t.app, op.email);
    smtp.received.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: admin.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailed).toBe(true);
    // The sign-up's own mail may still be on its way: wait for the reset link itself.
    const resetMail = () =>
      smtp.received.find(
        (mail) => mail.to === admin.user.email && mail.raw.includes("/reset-password?token="),
      );
    for (let i = 0; i < 200 && !resetMail(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(resetMail()).toBeDefined();

    const read = await t.app.inject({ method: "GET", url: "/api/universe/mail-outbox", headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ mailConfigured: true, keptDays: 7, messages: [] });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
