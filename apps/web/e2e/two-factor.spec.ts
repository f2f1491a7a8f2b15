import {
  type APIRequestContext,
  type CDPSession,
  expect,
  type Page,
  request as requests,
  test,
} from "@playwright/test";
import {
  confirmationLink,
  expectAccessible,
  expectNoHorizontalScroll,
  latestMailTo,
  totpCode,
  uniqueEmail,
} from "./support";

const PASSWORD = "a strong password";

/**
 * A new agency and its admin, signed in on `request` (whose origin the writes carry): the suite's servers send
 * mail, so the emailed link confirms the sign-up.
 */
async function signUp(request: APIRequestContext, origin: string) {
  const email = uniqueEmail("chief");
  const res = await request.post(`${origin}/api/register`, {
    headers: { origin },
    data: {
      email,
      password: PASSWORD,
      firstName: "Jordan",
      lastName: "Vale",
      agencyName: "Harbor Fire District",
      agencyType: "fire",
    },
  });
  expect(res.status()).toBe(202);
  const token = new URL(confirmationLink(await latestMailTo(email, "/confirm-sign-up?"))).searchParams.get(
    "token",
  );
  const confirmed = await request.post(`${origin}/api/register/confirm`, {
    headers: { origin },
    data: { token },
  });
  expect(confirmed.status()).toBe(201);
  return email;
}

async function signOut(page: Page, origin: string) {
  await page.request.post(`${origin}/api/logout`, { headers: { origin } });
}

async function passwordStep(page: Page, email: string) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}

const dashboard = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

test("an authenticator app is set up from its QR code, then signs in; a recovery code works once", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const email = await signUp(page.request, origin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/settings");
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Set Up Authenticator App" }).click();
  await expect(
    security.getByRole("img", { name: "QR code to scan with your authenticator app" }),
  ).toBeVisible();
  const secret = ((await security.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const step = Math.floor(Date.now() / 30_000);
  await security
    .getByLabel("Enter the 6-digit code from your authenticator app")
    .fill(totpCode(secret, step));
  await security.getByRole("button", { name: "Verify and Turn On" }).click();
  await expect(security.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const codes = await security
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await security.getByRole("button", { name: "I Saved My Codes" }).click();
  await expect(security.getByText("On: sign-ins ask for its 6-digit code.")).toBeVisible();

  // The next sign-in asks for a code: the enrolment's step is used, the next one is accepted.
  await signOut(page, origin);
  await passwordStep(page, email);
  await expect(page.getByRole("heading", { name: "Two-Step Verification" })).toBeVisible();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  const verify = page.getByRole("form", { name: "Two-Step Verification" });
  await verify.getByLabel("Authentication Code").fill(totpCode(secret, step));
  await verify.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByText("That code is not valid. Check your authenticator app and try again."),
  ).toBeVisible();
  await verify.getByLabel("Authentication Code").fill(totpCode(secret, step + 1));
  await verify.getByRole("button", { name: "Verify" }).click();
  await dashboard(page);

  // A recovery code in place of the code: once.
  for (const expected of ["accepted", "refused"]) {
    await signOut(page, origin);
    await passwordStep(page, email);
    await page.getByRole("button", { name: "Use a Recovery Code" }).click();
    await verify.getByLabel("Recovery Code").fill(codes[0]);
    await verify.getByRole("button", { name: "Verify" }).click();
    if (expected === "accepted") await dashboard(page);
    else await expect(page.getByText("That recovery code is not valid or has been used.")).toBeVisible();
  }
});

/** A virtual authenticator (DevTools protocol): a platform passkey with user verification. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a passkey is registered from Security, signs in without a password, and is refused from another origin", async ({
  page,
  baseURL,
}) => {
  // Browsers refuse an IP address as relying party: the installation on 127.0.0.1 answers on localhost too.
  const port = new URL(baseURL ?? "").port;
  const origin = `http://localhost:${port}`;
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signUp(page.request, origin);
  await page.goto(`${origin}/settings`);
  const security = page.getByRole("region", { name: "Security" });
  await security.getByRole("button", { name: "Add a Passkey" }).click();
  await expect(security.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await security.getByRole("button", { name: "I Saved My Codes" }).click();
  await expect(security.getByRole("list", { name: "Passkeys" }).getByRole("listitem")).toHaveCount(1);

  await signOut(page, origin);
  await page.goto(`${origin}/auth`);
  await page.getByRole("button", { name: "Sign in with a Passkey" }).click();
  await dashboard(page);

  // The same passkey used on another origin: the server refuses what it signs there.
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  const [credential] = credentials;
  // A copy of the passkey (its id and private key) for the other host, as a cloned authenticator would hold it.
  // (in a second authenticator: one holds a credential id once).
  const clone = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "usb",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId: clone.authenticatorId,
    credential: {
      credentialId: credential.credentialId,
      isResidentCredential: true,
      rpId: "evil.localhost",
      privateKey: credential.privateKey,
      userHandle: credential.userHandle,
      signCount: credential.signCount + 1,
    },
  });
  const options = await page.request.post(`${origin}/api/auth/passkey/options`, { headers: { origin } });
  const { challenge } = (await options.json()).options as { challenge: string };
  await page.goto(`http://evil.localhost:${port}/auth`);
  const response = await page.evaluate(
    async ({ challenge, id }) => {
      const bytes = (b64: string) =>
        Uint8Array.from(atob(b64.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
      const text = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const got = (await navigator.credentials.get({
        publicKey: {
          challenge: bytes(challenge),
          rpId: "evil.localhost",
          allowCredentials: [{ type: "public-key", id: bytes(id) }],
          userVerification: "required",
        },
      })) as PublicKeyCredential;
      const answer = got.response as AuthenticatorAssertionResponse;
      return {
        id: got.id,
        rawId: text(got.rawId),
        type: "public-key",
        response: {
          clientDataJSON: text(answer.clientDataJSON),
          authenticatorData: text(answer.authenticatorData),
          signature: text(answer.signature),
          userHandle: answer.userHandle ? text(answer.userHandle) : undefined,
        },
        clientExtensionResults: {},
      };
    },
    { challenge, id: credential.credentialId },
  );
  // The DevTools protocol gives the id in base64, the browser in base64url: the same passkey.
  expect(response.id).toBe(
    credential.credentialId.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"),
  );
  // Relayed to the real site (as a phishing page would): refused.
  const relayed = await page.request.post(`${origin}/api/auth/passkey`, {
    headers: { origin },
    data: { response },
  });
  expect(relayed.status()).toBe(401);
  expect((await relayed.json()).message).toBe(
    "This passkey was not accepted. Try again, or use another way to sign in.",
  );
});

test("an agency that requires a second factor sends a member without one to enrolment", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const email = await signUp(page.request, origin);
  const rule = await page.request.put(`${origin}/api/auth/second-factor-rule`, {
    headers: { origin },
    data: { rule: "admins" },
  });
  expect(rule.status()).toBe(200);
  await signOut(page, origin);
  await page.setViewportSize({ width: 390, height: 844 });
  await passwordStep(page, email);
  await expect(page.getByRole("heading", { name: "Add a Second Factor" })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  // Nothing else answers until then.
  const refused = await page.request.get(`${origin}/api/shifts`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("second_factor_enrolment_required");
  await page.getByRole("button", { name: "Set Up Authenticator App" }).click();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Enter the 6-digit code from your authenticator app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Verify and Turn On" }).click();
  await page.getByRole("button", { name: "I Saved My Codes" }).click();
  await dashboard(page);
});

test("an admin resets the second factor of a member who lost their phone", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  await signUp(page.request, origin);
  const email = uniqueEmail("engineer");
  const invited = await page.request.post(`${origin}/api/users/invite`, {
    headers: { origin },
    data: { firstName: "Casey", lastName: "Lund", email, role: "firefighter" },
  });
  expect(invited.status()).toBe(201);
  const { temporaryPassword } = await invited.json();

  // The member replaces the temporary password and turns on an authenticator app.
  const member = await requests.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await member.post("/api/login", { data: { email, password: temporaryPassword } })).status()).toBe(
    200,
  );
  const changed = await member.post("/api/profile/password", {
    data: { currentPassword: temporaryPassword, newPassword: PASSWORD },
  });
  expect(changed.status()).toBe(200);
  const { secret } = await (await member.post("/api/auth/totp/setup")).json();
  expect((await member.post("/api/auth/totp/confirm", { data: { code: totpCode(secret) } })).status()).toBe(
    200,
  );
  const asked = await member.post("/api/login", { data: { email, password: PASSWORD } });
  expect((await asked.json()).user.pendingSecondFactor).toBe("verify");

  await page.goto("/users");
  await page.getByRole("button", { name: "Actions for Casey Lund" }).first().click();
  await page.getByRole("menuitem", { name: "Reset Second Factor" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reset Second Factor" });
  await expect(dialog.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Reset Second Factor" }).click();
  await expect(page.getByText("Second factor reset", { exact: true })).toBeVisible();
  // These servers send mail: the toast says the member was told.
  await expect(page.getByText("They were emailed about it.", { exact: false }).first()).toBeVisible();

  // The member is told by mail, and the password alone signs in again.
  expect(await latestMailTo(email, "second factors were reset")).toContain(
    "An admin of Harbor Fire District",
  );
  const again = await member.post("/api/login", { data: { email, password: PASSWORD } });
  expect(again.status()).toBe(200);
  expect((await again.json()).user.pendingSecondFactor ?? null).toBeNull();
  await member.dispose();

  // The audit log says who did it.
  await page.goto("/audit-log");
  const entry = page.getByRole("row").filter({ hasText: "Second factor reset" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Jordan Vale");
  await expect(entry).toContainText("Casey Lund");
});
