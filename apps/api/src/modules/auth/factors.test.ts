import { SECOND_FACTOR_CODES, SECOND_FACTOR_MESSAGES } from "@rollcall/shared/auth-factors";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "../../db/schema/audit";
import { recoveryCodes, sessions, totpFactors } from "../../db/schema/auth";
import { hashToken } from "../../lib/tokens";
import { sessionCookie, signUpAgency } from "../../test/harness";
import { addMember, logIn, MEMBER_PASSWORD } from "../../test/members";
import { currentStep, totpCode } from "../../test/totp";
import { testApp } from "../../test/world";
import { ssoIsMultiFactor } from "./oidc";

const { t, call } = testApp();

/** A new agency, its admin's cookie, and a firefighter of it. */
async function agencyWithMember(role: "firefighter" | "admin" | "officer" = "firefighter") {
  const admin = await signUpAgency(t.app);
  const member = await addMember(t.db, admin.user.agencyId, role);
  return { admin, member };
}

/** Signs in with the password: the pending session's cookie and the user it answers. */
async function passwordStep(email: string) {
  const res = await logIn(t.app, email, MEMBER_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res), user: res.json().user };
}

/** Sets up an authenticator app from a signed-in cookie: its secret, recovery codes and the new cookie. */
async function enrolTotp(cookie: string) {
  const setup = await call("POST", "/api/auth/totp/setup", cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(qrCode).toMatch(/^data:image\/png;base64,/);
  const step = currentStep();
  const confirm = await call("POST", "/api/auth/totp/confirm", cookie, { code: totpCode(secret, step) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const newCookie = confirm.cookies.length ? sessionCookie(confirm) : cookie;
  return { secret, step, recoveryCodes: confirm.json().recoveryCodes as string[], cookie: newCookie };
}

const sessionOf = async (cookie: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, hashToken(cookie.slice(cookie.indexOf("=") + 1))));
  return row;
};

describe("authenticator app (TOTP)", () => {
  it("is set up from a secret shown once and confirmed with a first code; the secret is kept sealed", async () => {
    const { member } = await agencyWithMember();
    const { cookie } = await passwordStep(member.email);
    const setup = await call("POST", "/api/auth/totp/setup", cookie);
    const { secret } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.headers["cache-control"]).toBe("no-store");

    const wrong = await call("POST", "/api/auth/totp/confirm", cookie, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(SECOND_FACTOR_MESSAGES.codeInvalid);
    const bad = await call("POST", "/api/auth/totp/confirm", cookie, { code: "12ab" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code).toBe(SECOND_FACTOR_MESSAGES.codeFormat);

    const confirm = await call("POST", "/api/auth/totp/confirm", cookie, { code: totpCode(secret) });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);

    // Never sent again, and not readable in the database.
    const factors = await call("GET", "/api/auth/factors", cookie);
    expect(factors.json()).toMatchObject({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      required: false,
    });
    expect(factors.body).not.toContain(secret);
    expect((await call("POST", "/api/auth/totp/setup", cookie)).statusCode).toBe(409);
    const [stored] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, member.id));
    expect(stored.secretSealed).not.toContain(secret);
    const hashes = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes[0]);
  });

  it("makes the next sign-in wait for a code: nothing else answers until it is given", async () => {
    const { member } = await agencyWithMember();
    const first = await passwordStep(member.email);
    const { secret, step } = await enrolTotp(first.cookie);

    const { cookie, user } = await passwordStep(member.email);
    expect(user).toMatchObject({ pendingSecondFactor: "verify", secondStepMethods: ["totp", "recovery"] });
    const refused = await call("GET", "/api/shifts", cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(SECOND_FACTOR_CODES.verify);
    // Adding a factor needs the second step too: the password alone cannot add one.
    expect((await call("POST", "/api/auth/passkeys/options", cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/user", cookie)).json().user.pendingSecondFactor).toBe("verify");
    const pending = await sessionOf(cookie);
    expect(pending.expire.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);

    // The code of the step used at enrolment is refused again; the next step's is accepted.
    const replay = await call("POST", "/api/auth/second-step/totp", cookie, { code: totpCode(secret, step) });
    expect(replay.statusCode).toBe(400);
    const ok = await call("POST", "/api/auth/second-step/totp", cookie, { code: totpCode(secret, step + 1) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.pendingSecondFactor ?? null).toBeNull();
    const full = sessionCookie(ok);
    expect(full).not.toBe(cookie);
    expect((await call("GET", "/api/shifts", full)).statusCode).toBe(200);
    expect((await sessionOf(full)).amr).toEqual(["pwd", "otp", "mfa"]);
    // The pending session ended with its step.
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);

    // The same code once more, at another sign-in: refused within its window.
    const again = await passwordStep(member.email);
    const reused = await call("POST", "/api/auth/second-step/totp", again.cookie, {
      code: totpCode(secret, step + 1),
    });
    expect(reused.statusCode).toBe(400);
  });

  it("limits wrong codes like wrong passwords: 5 free, then 429 with Retry-After", async () => {
    const { member } = await agencyWithMember();
    await enrolTotp((await passwordStep(member.email)).cookie);
    const { cookie } = await passwordStep(member.email);
    for (let i = 0; i < 5; i++)
      expect((await call("POST", "/api/auth/second-step/totp", cookie, { code: "000000" })).statusCode).toBe(
        400,
      );
    const limited = await call("POST", "/api/auth/second-step/totp", cookie, { code: "000000" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("refuses the second step outside a pending sign-in, and bad input with 400", async () => {
    const { admin } = await agencyWithMember();
    expect(
      (await call("POST", "/api/auth/second-step/totp", admin.cookie, { code: "123456" })).statusCode,
    ).toBe(409);
    expect((await call("POST", "/api/auth/second-step/totp", admin.cookie, { code: 12 })).statusCode).toBe(
      400,
    );
    expect((await call("POST", "/api/auth/second-step/recovery", admin.cookie, {})).statusCode).toBe(400);
    expect((await call("POST", "/api/auth/passkeys", admin.cookie, { response: "x" })).statusCode).toBe(400);
  });
});

describe("recovery codes", () => {
  it("each works once, in place of the code", async () => {
    const { member } = await agencyWithMember();
    const { recoveryCodes: codes } = await enrolTotp((await passwordStep(member.email)).cookie);
    const first = await passwordStep(member.email);
    const typed = codes[3].toLowerCase().replaceAll("-", " ");
    const ok = await call("POST", "/api/auth/second-step/recovery", first.cookie, { code: typed });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await sessionOf(sessionCookie(ok))).amr).toEqual(["pwd", "recovery", "mfa"]);
    expect((await call("GET", "/api/auth/factors", sessionCookie(ok))).json().recoveryCodesLeft).toBe(9);

    const second = await passwordStep(member.email);
    const used = await call("POST", "/api/auth/second-step/recovery", second.cookie, { code: codes[3] });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(SECOND_FACTOR_MESSAGES.recoveryInvalid);
  });
});

describe("the agency's rule", () => {
  it("is the admins' to set; nobody by default", async () => {
    const { admin, member } = await agencyWithMember();
    expect((await call("GET", "/api/auth/second-factor-rule", admin.cookie)).json()).toEqual({
      rule: "nobody",
    });
    const { cookie } = await passwordStep(member.email);
    expect((await call("PUT", "/api/auth/second-factor-rule", cookie, { rule: "nobody" })).statusCode).toBe(
      403,
    );
    expect(
      (await call("PUT", "/api/auth/second-factor-rule", admin.cookie, { rule: "nope" })).statusCode,
    ).toBe(400);
  });

  it("sends a member without a factor to enrolment, refusing everything else, and keeps signed-in phones working", async () => {
    const { admin, member } = await agencyWithMember();
    const earlier = await passwordStep(member.email);
    expect(earlier.user.pendingSecondFactor ?? null).toBeNull();
    const put = await call("PUT", "/api/auth/second-factor-rule", admin.cookie, { rule: "everyone" });
    expect(put.statusCode, put.body).toBe(200);

    // A phone signed in before keeps working (offline queue, live updates): the rule applies at sign-in.
    expect((await call("GET", "/api/shifts", earlier.cookie)).statusCode).toBe(200);

    const { cookie, user } = await passwordStep(member.email);
    expect(user.pendingSecondFactor).toBe("enrol");
    const refused = await call("GET", "/api/shifts", cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: SECOND_FACTOR_CODES.enrol,
      message: SECOND_FACTOR_MESSAGES.enrolRequired,
    });
    expect((await call("GET", "/api/auth/factors", cookie)).json().required).toBe(true);
    const enrolled = await enrolTotp(cookie);
    expect(enrolled.cookie).not.toBe(cookie);
    expect((await call("GET", "/api/shifts", enrolled.cookie)).statusCode).toBe(200);
    expect((await sessionOf(enrolled.cookie)).amr).toEqual(["pwd", "otp", "mfa"]);
    // The only factor of a member who must have one stays.
    expect((await call("DELETE", "/api/auth/totp", enrolled.cookie)).statusCode).toBe(409);

    // The audit log records the change of rule.
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.agencyId, admin.user.agencyId), eq(auditLogs.entityType, "agencies")));
    expect(logs.some((l) => JSON.stringify(l.changeDetails).includes("everyone"))).toBe(true);
  });

  it("asks by role: officers and admins, or admins only", async () => {
    const { admin, member } = await agencyWithMember();
    const officer = await addMember(t.db, admin.user.agencyId, "officer");
    await call("PUT", "/api/auth/second-factor-rule", admin.cookie, { rule: "managers" });
    expect((await passwordStep(member.email)).user.pendingSecondFactor ?? null).toBeNull();
    expect((await passwordStep(officer.email)).user.pendingSecondFactor).toBe("enrol");
    await call("PUT", "/api/auth/second-factor-rule", admin.cookie, { rule: "admins" });
    expect((await passwordStep(officer.email)).user.pendingSecondFactor ?? null).toBeNull();
  });

  it("always asks platform operators", async () => {
    const { admin } = await agencyWithMember();
    const operator = await addMember(t.db, admin.user.agencyId, "admin", { isUniverseAdmin: true });
    const { cookie, user } = await passwordStep(operator.email);
    expect(user.pendingSecondFactor).toBe("enrol");
    expect((await call("GET", "/api/universe/agencies", cookie)).statusCode).toBe(403);
  });
});

describe("an admin's reset", () => {
  it("removes a member's factors, tells them, and the audit log names the admin", async () => {
    const { admin, member } = await agencyWithMember();
    await enrolTotp((await passwordStep(member.email)).cookie);
    const other = await agencyWithMember();
    const url = `/api/auth/members/${member.id}/second-factors`;
    expect((await call("DELETE", url, other.admin.cookie)).statusCode).toBe(404);
    const self = await passwordStep(member.email);
    expect((await call("DELETE", url, self.cookie)).statusCode).toBe(403);

    const sent = t.outbox.length;
    const reset = await call("DELETE", url, admin.cookie);
    expect(reset.statusCode).toBe(200);
    // This app has no SMTP_URL (the harness captures its mail), so the answer says no email went out.
    expect(reset.json()).toEqual({ emailed: false });
    expect((await passwordStep(member.email)).user.pendingSecondFactor ?? null).toBeNull();
    expect(t.outbox.slice(sent).some((m) => m.to === member.email && /second factors/.test(m.subject))).toBe(
      true,
    );
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "reset_second_factor"), eq(auditLogs.entityId, member.id)));
    expect(log).toMatchObject({ userId: admin.user.id, agencyId: admin.user.agencyId });
  });
});

describe("passkeys", () => {
  it("names the relying party after the installation, and refuses an assertion it did not ask for", async () => {
    const options = await call("POST", "/api/auth/passkey/options", undefined, undefined, {
      origin: "http://rollcall.test",
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().options).toMatchObject({ rpId: "rollcall.test", userVerification: "required" });
    // A host that is neither the installation's nor a registered agency's gets the installation's id.
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkey/options",
      headers: { host: "phish.example", origin: "http://phish.example" },
    });
    expect(elsewhere.json().options.rpId).toBe("rollcall.test");

    const forged = await call(
      "POST",
      "/api/auth/passkey",
      undefined,
      {
        response: {
          id: "AAAA",
          rawId: "AAAA",
          type: "public-key",
          response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
          clientExtensionResults: {},
        },
      },
      { origin: "http://rollcall.test" },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(SECOND_FACTOR_MESSAGES.passkeyRefused);
  });
});

describe("single sign-on", () => {
  it("needs no second step when the provider's amr says more than a password", () => {
    expect(ssoIsMultiFactor(["pwd"])).toBe(false);
    expect(ssoIsMultiFactor(undefined)).toBe(false);
    for (const amr of [["mfa"], ["pwd", "otp"], ["hwk"], ["swk"], ["fpt"]])
      expect(ssoIsMultiFactor(amr)).toBe(true);
  });
});
