/** Password-reset mail over real SMTP: a server started in-process receives it, and the link works. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpAgency, type TestApp } from "../test/harness";
import { startSmtpServer } from "../test/smtp";
import { createMailer } from "./mailer";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const received = () => smtp.received;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe("password reset mail over SMTP", { timeout: 60_000 }, () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it("delivers the reset link through SMTP_URL, and the link resets the password", async () => {
    const smtpUrl = smtp.url;
    t = await createTestApp(
      { SMTP_URL: smtpUrl },
      {
        mailer: createMailer({
          smtpUrl,
          from: "Rollcall <no-reply@rollcall.test>",
          log: { info: () => {} } as never,
          production: false,
        }),
      },
    );
    const admin = await signUpAgency(t.app);
    // With mail configured the sign-up itself was confirmed by mail: that one arrives first.
    await smtp.arrived();
    expect(
      received()
        .map((mail) => mail.raw)
        .join(""),
    ).toContain("confirm-sign-up");
    received().length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-request",
      payload: { email: admin.user.email },
    });
    expect(res.statusCode).toBe(200);
    await smtp.arrived();
    expect(received()).toHaveLength(1);
    expect(received()[0].to).toBe(admin.user.email);
    const unfolded = received()[0]
      .raw.replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const token = unfolded.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/password-reset-confirm",
      payload: { token, newPassword: "reset via smtp" },
    });
    expect(confirm.statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: admin.user.email, password: "reset via smtp" },
    });
    expect(login.statusCode).toBe(200);
  });
});
