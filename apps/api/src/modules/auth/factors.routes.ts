/**
 * Second factors' routes (decision 032): the second step of a sign-in, passkey sign-in, the member's own
 * factors (Settings, Security) and the agency's rule. None is reachable with an API key (the auth module's
 * routes name no key area), and the member's own factors only from their own session.
 */
import { secondFactorResetResponseSchema, sessionUserResponseSchema } from "@rollcall/shared/auth";
import {
  factorsResponseSchema,
  passkeyAssertionBodySchema,
  passkeyRegisterBodySchema,
  recoveryCodeBodySchema,
  recoveryCodesResponseSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorRuleSchema,
  totpCodeBodySchema,
  totpSetupResponseSchema,
  webAuthnOptionsResponseSchema,
} from "@rollcall/shared/auth-factors";
import { brandNameOf } from "@rollcall/shared/branding";
import { escapeHtml } from "@rollcall/shared/html";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { agencies } from "../../db/schema/agencies";
import { AttemptLimiter, addressKey } from "../../lib/attempt-limiter";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/errors";
import { noContent } from "../../lib/http";
import { installationSecret, SecretBox } from "../../lib/secret-box";
import { startSession } from "../../lib/sessions";
import { hostBrand, updateAgency } from "../agencies";
import { actOnMember } from "../users";
import { FIFTEEN_MINUTES, GROWING_DELAYS, ONE_HOUR, PAIR_FREE_FAILURES, tooMany } from "./auth.routes";
import {
  checkTotp,
  findUser,
  issueRecoveryCodes,
  listFactors,
  passkeyAssertionOptions,
  passkeyRegistrationOptions,
  type RelyingParty,
  recoveryCodesIfFirst,
  registerPasskey,
  removeAllFactors,
  removePasskey,
  removeTotp,
  secondStepMethods,
  startTotp,
  useRecoveryCode,
  verifyPasskey,
} from "./factors.service";
import { sessionUserOf } from "./session-user";

/** Steps of a second factor: allowed with a temporary password, which is replaced after. */
const VERIFY = { secondFactorStep: "verify", allowPendingPassword: true } as const;
const ENROL = { secondFactorStep: "enrol", allowPendingPassword: true } as const;

const idParams = z.object({ id: z.string().min(1).max(1024) });
const memberParams = z.object({ id: z.uuid().catch("00000000-0000-0000-0000-000000000000") });

export const factorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = new SecretBox(installationSecret(app.env), "authenticator app secrets");
  const publicUrl = new URL(app.env.publicUrl);
  const PER_ADDRESS = { max: app.env.SIGN_IN_LIMIT_PER_ADDRESS, timeWindow: FIFTEEN_MINUTES };
  // Wrong codes, as wrong passwords: per member and address with growing delays, and per member across
  // addresses (a guesser with the password at many addresses). A success clears its own pair.
  const pairTries = new AttemptLimiter(PAIR_FREE_FAILURES, ONE_HOUR, GROWING_DELAYS);
  const memberTries = new AttemptLimiter(10, FIFTEEN_MINUTES, GROWING_DELAYS);

  /** Counts a try of the pending member before it is checked (parallel guesses cannot all pass the check). */
  function countTry(request: FastifyRequest, userId: string) {
    const pair = `${userId}\n${addressKey(request.ip)}`;
    const now = Date.now();
    const wait = Math.max(pairTries.retryAfter(pair, now), memberTries.retryAfter(userId, now));
    if (wait) throw tooMany(wait);
    pairTries.record(pair, now);
    memberTries.record(userId, now);
    return () => pairTries.reset(pair);
  }

  /**
   * The relying party: the installation's host (PUBLIC_URL), or the request's host when it is an agency's
   * registered white-label host. An installation on a loopback address (development, tests) also answers on
   * "localhost", since browsers refuse an IP address as a relying party. Any other host gets PUBLIC_URL's,
   * which the browser then refuses: a passkey never works on a host we did not name.
   */
  async function relyingParty(request: FastifyRequest): Promise<RelyingParty> {
    const own = { id: publicUrl.hostname, origin: publicUrl.origin, name: "Rollcall" };
    const host = request.hostname.toLowerCase();
    if (host === publicUrl.hostname) return own;
    const loopback = ["127.0.0.1", "[::1]"].includes(publicUrl.hostname);
    if (loopback && host === "localhost")
      return { ...own, id: "localhost", origin: `${publicUrl.protocol}//localhost:${publicUrl.port}` };
    const { brand } = await hostBrand(app.db, app.env.AGENCY_HOSTS, host);
    if (!brand) return own;
    return { id: host, origin: `${publicUrl.protocol}//${request.host.toLowerCase()}`, name: brand.name };
  }

  function signedIn(request: FastifyRequest) {
    const auth = request.auth;
    if (!auth) throw unauthorized();
    return auth;
  }

  /** The pending second step's member; anything else is refused. */
  function pendingMember(request: FastifyRequest) {
    const auth = signedIn(request);
    if (auth.secondFactor !== "verify") throw conflict(SECOND_FACTOR_MESSAGES.noPendingStep);
    return auth;
  }

  /** The second step is given: a new full session (new id) records both factors. */
  async function completeStep(request: FastifyRequest, reply: FastifyReply, method: string) {
    const auth = signedIn(request);
    const amr = [...new Set([...(auth.amr ?? []), method, "mfa"])];
    await startSession(app.db, request, reply, auth.user, { amr });
    return { user: await sessionUserOf(app.db, auth.user, null) };
  }

  /**
   * A factor was added: a member who had to add one is now signed in fully (a new session), and the first
   * factor brings the recovery codes.
   */
  async function factorAdded(request: FastifyRequest, reply: FastifyReply, method: string) {
    const auth = signedIn(request);
    const recoveryCodes = await recoveryCodesIfFirst(app.db, auth.user.id);
    if (auth.secondFactor === "enrol") await completeStep(request, reply, method);
    reply.header("Cache-Control", "no-store");
    return { recoveryCodes };
  }

  // --- The second step of a sign-in ---------------------------------------------------------------------

  app.post(
    "/api/auth/second-step/totp",
    {
      config: { ...VERIFY, rateLimit: PER_ADDRESS },
      schema: {
        summary: "Second sign-in step: authenticator code",
        body: totpCodeBodySchema,
        response: { 200: sessionUserResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = pendingMember(request);
      const succeeded = countTry(request, auth.user.id);
      if (!(await checkTotp(app.db, box, auth.user.id, request.body.code, false)))
        throw badRequest(SECOND_FACTOR_MESSAGES.codeInvalid, { code: SECOND_FACTOR_MESSAGES.codeInvalid });
      succeeded();
      return completeStep(request, reply, "otp");
    },
  );

  app.post(
    "/api/auth/second-step/recovery",
    {
      config: { ...VERIFY, rateLimit: PER_ADDRESS },
      schema: {
        summary: "Second sign-in step: recovery code",
        body: recoveryCodeBodySchema,
        response: { 200: sessionUserResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = pendingMember(request);
      const succeeded = countTry(request, auth.user.id);
      if (!(await useRecoveryCode(app.db, auth.user.id, request.body.code)))
        throw badRequest(SECOND_FACTOR_MESSAGES.recoveryInvalid, {
          code: SECOND_FACTOR_MESSAGES.recoveryInvalid,
        });
      succeeded();
      return completeStep(request, reply, "recovery");
    },
  );

  app.post(
    "/api/auth/second-step/passkey/options",
    {
      config: { ...VERIFY },
      schema: {
        summary: "Second sign-in step: passkey challenge",
        response: { 200: webAuthnOptionsResponseSchema },
      },
    },
    async (request) => {
      const auth = pendingMember(request);
      return { options: await passkeyAssertionOptions(app.db, await relyingParty(request), auth.user.id) };
    },
  );

  app.post(
    "/api/auth/second-step/passkey",
    {
      config: { ...VERIFY, rateLimit: PER_ADDRESS },
      schema: {
        summary: "Second sign-in step: passkey",
        body: passkeyAssertionBodySchema,
        response: { 200: sessionUserResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = pendingMember(request);
      const succeeded = countTry(request, auth.user.id);
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const userId = await verifyPasskey(app.db, await relyingParty(request), response, auth.user.id);
      if (!userId) throw unauthorized(SECOND_FACTOR_MESSAGES.passkeyRefused);
      succeeded();
      return completeStep(request, reply, "passkey");
    },
  );

  // --- Signing in with a passkey alone (discoverable credential, user verification required) ------------

  app.post(
    "/api/auth/passkey/options",
    {
      config: { access: "public", rateLimit: PER_ADDRESS },
      schema: {
        summary: "Sign in with a passkey: challenge",
        response: { 200: webAuthnOptionsResponseSchema },
      },
    },
    async (request) => ({ options: await passkeyAssertionOptions(app.db, await relyingParty(request)) }),
  );

  app.post(
    "/api/auth/passkey",
    {
      config: { access: "public", rateLimit: PER_ADDRESS },
      schema: {
        summary: "Sign in with a passkey",
        body: passkeyAssertionBodySchema,
        response: { 200: sessionUserResponseSchema },
      },
    },
    async (request, reply) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON;
      const userId = await verifyPasskey(app.db, await relyingParty(request), response);
      const user = userId ? await findUser(app.db, userId) : undefined;
      if (!user) throw unauthorized(SECOND_FACTOR_MESSAGES.passkeyRefused);
      const [agency] = await app.db
        .select({ status: agencies.status })
        .from(agencies)
        .where(eq(agencies.id, user.agencyId))
        .limit(1);
      if (agency?.status === "suspended") throw unauthorized(SECOND_FACTOR_MESSAGES.passkeyRefused);
      await startSession(app.db, request, reply, user, { amr: ["passkey", "mfa"] });
      return { user: await sessionUserOf(app.db, user, null) };
    },
  );

  // --- The member's own factors (Settings, Security; also the enrolment an agency requires) -------------

  app.get(
    "/api/auth/factors",
    { config: { ...ENROL }, schema: { response: { 200: factorsResponseSchema } } },
    async (request) => listFactors(app.db, signedIn(request).user),
  );

  app.post(
    "/api/auth/totp/setup",
    {
      config: { ...ENROL },
      schema: { summary: "Start adding an authenticator app", response: { 200: totpSetupResponseSchema } },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const setup = await startTotp(app.db, box, auth.user, auth.agency);
      if (!setup) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
      reply.header("Cache-Control", "no-store");
      return setup;
    },
  );

  app.post(
    "/api/auth/totp/confirm",
    {
      config: { ...ENROL, rateLimit: PER_ADDRESS },
      schema: {
        summary: "Confirm the authenticator app",
        body: totpCodeBodySchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      const succeeded = countTry(request, auth.user.id);
      if (!(await checkTotp(app.db, box, auth.user.id, request.body.code, true)))
        throw badRequest(SECOND_FACTOR_MESSAGES.codeInvalid, { code: SECOND_FACTOR_MESSAGES.codeInvalid });
      succeeded();
      return factorAdded(request, reply, "otp");
    },
  );

  /** Removing the member's last factor, when the agency requires one, is refused. */
  function assertNotLast(factors: Awaited<ReturnType<typeof listFactors>>, removing: "totp" | "passkey") {
    const left =
      (factors.totp ? 1 : 0) + factors.passkeys.length - (removing === "totp" ? (factors.totp ? 1 : 0) : 1);
    if (left < 1 && factors.required) throw conflict(SECOND_FACTOR_MESSAGES.lastFactor);
  }

  app.delete(
    "/api/auth/totp",
    {
      config: { ...ENROL },
      schema: {
        summary: "Remove the authenticator app",
        response: noContent("The authenticator app no longer signs in"),
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      assertNotLast(await listFactors(app.db, user), "totp");
      await removeTotp(app.db, user.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/auth/recovery-codes",
    {
      config: { ...ENROL },
      schema: { summary: "Make new recovery codes", response: { 200: recoveryCodesResponseSchema } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const methods = await secondStepMethods(app.db, user.id);
      if (!methods.length) throw conflict(SECOND_FACTOR_MESSAGES.needFactor);
      reply.header("Cache-Control", "no-store");
      return { recoveryCodes: await issueRecoveryCodes(app.db, user.id) };
    },
  );

  app.post(
    "/api/auth/passkeys/options",
    {
      config: { ...ENROL },
      schema: { summary: "Add a passkey: challenge", response: { 200: webAuthnOptionsResponseSchema } },
    },
    async (request) => ({
      options: await passkeyRegistrationOptions(app.db, await relyingParty(request), signedIn(request).user),
    }),
  );

  app.post(
    "/api/auth/passkeys",
    {
      config: { ...ENROL },
      schema: {
        summary: "Add a passkey",
        body: passkeyRegisterBodySchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const response = request.body.response as unknown as RegistrationResponseJSON;
      const ok = await registerPasskey(
        app.db,
        await relyingParty(request),
        user,
        response,
        request.body.name,
      );
      if (!ok) throw badRequest(SECOND_FACTOR_MESSAGES.passkeyRefused);
      return factorAdded(request, reply, "passkey");
    },
  );

  app.delete(
    "/api/auth/passkeys/:id",
    {
      config: { ...ENROL },
      schema: { summary: "Remove a passkey", params: idParams, response: noContent("Removed") },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      // Another member's passkey, or none, is not found before any rule is weighed.
      const factors = await listFactors(app.db, user);
      if (!factors.passkeys.some((passkey) => passkey.id === request.params.id)) throw notFound();
      assertNotLast(factors, "passkey");
      if (!(await removePasskey(app.db, user.id, request.params.id))) throw notFound();
      return reply.status(204).send();
    },
  );

  // --- The agency's rule and an admin's reset ------------------------------------------------------------

  app.get(
    "/api/auth/second-factor-rule",
    { config: { access: "admin" }, schema: { response: { 200: secondFactorRuleSchema } } },
    async (request) => ({ rule: signedIn(request).agency.secondFactorRule }),
  );

  app.put(
    "/api/auth/second-factor-rule",
    {
      config: { access: "admin", allowReadOnly: true },
      schema: { body: secondFactorRuleSchema, response: { 200: secondFactorRuleSchema } },
    },
    async (request) => {
      const { agencyId } = request.scope;
      await request.scope.run((tx) => updateAgency(tx, agencyId, { secondFactorRule: request.body.rule }));
      return { rule: request.body.rule };
    },
  );

  app.delete(
    "/api/auth/members/:id/second-factors",
    {
      config: { access: "admin" },
      schema: {
        summary: "Reset a member's second factors",
        params: memberParams,
        response: { 200: secondFactorResetResponseSchema },
      },
    },
    async (request) => {
      const { agency } = signedIn(request);
      // The factors live outside the agency's audited tables: users records the reset.
      const member = await actOnMember(request.scope, request.params.id, "reset_second_factor", (m) =>
        removeAllFactors(app.db, m.id),
      );
      const brand = brandNameOf(agency);
      const told = `An admin of ${agency.name} removed the second factors of your ${brand} account (authenticator app, passkeys and recovery codes). If your agency requires one, you will add a new one at your next sign-in. If you did not expect this, tell your admin.`;
      app.mailer
        .send({
          to: member.email,
          fromName: brand,
          agencyName: agency.name,
          subject: `Your ${brand} second factors were reset`,
          text: [`Hello ${member.firstName},`, "", told].join("\n"),
          html: `<p>Hello ${escapeHtml(member.firstName)},</p><p>${escapeHtml(told)}</p>`,
        })
        .catch((err) => request.log.error({ err }, "second factor reset mail failed"));
      return { emailed: app.channels.email.configured };
    },
  );
};
