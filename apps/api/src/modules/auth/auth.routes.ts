import {
  AUTH_MESSAGES,
  authProvidersResponseSchema,
  currentUserResponseSchema,
  loginSchema,
  messageResponseSchema,
  RESET_REQUEST_MESSAGES,
  registerSchema,
  resetConfirmSchema,
  resetRequestResponseSchema,
  resetRequestSchema,
  sessionUserResponseSchema,
  signUpConfirmSchema,
} from "@rollcall/shared/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { User } from "../../db/schema/users";
import { AttemptLimiter, addressKey } from "../../lib/attempt-limiter";
import { AppError, unauthorized } from "../../lib/errors";
import { noContent, redirect } from "../../lib/http";
import { endSession, startSession } from "../../lib/sessions";
import { isSameOriginRequest } from "../../plugins/same-origin";
import {
  authenticate,
  confirmPasswordReset,
  confirmSignUp,
  findMemberForSso,
  registerAgency,
  requestPasswordReset,
  requestSignUp,
} from "./auth.service";
import { secondStepFor } from "./factors.service";
import {
  OidcSignIn,
  SSO_CALLBACK_PATH,
  SsoFailure,
  safeNextPath,
  setTransactionCookie,
  ssoFailurePage,
  ssoIsMultiFactor,
  ssoSettings,
  takeTransactionCookie,
} from "./oidc";
import { sessionUserOf } from "./session-user";

export const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ONE_HOUR = 60 * 60 * 1000;
/** Failed sign-ins: after the free ones, wait 1 s, then 2 s, 4 s, ... up to 15 minutes. */
export const GROWING_DELAYS = { firstDelayMs: 1000, maxDelayMs: FIFTEEN_MINUTES };
/** Free failed sign-ins for one account from one address (an hour's window). */
export const PAIR_FREE_FAILURES = 5;
/**
 * Accounts that may fail from one address in 15 minutes before the address waits: one address guessing at many
 * accounts (spraying). A member mistyping again and again counts once, so a crew behind one station's address
 * keeps signing in while one of them fails.
 */
export const ADDRESS_FREE_ACCOUNTS = 30;
/** Free failed sign-ins from one address across all accounts (15 minutes): far above a station's mistypes. */
export const ADDRESS_FREE_FAILURES = 200;

export function tooMany(retryAfterSeconds: number) {
  const [count, unit] =
    retryAfterSeconds < 60 ? [retryAfterSeconds, "second"] : [Math.ceil(retryAfterSeconds / 60), "minute"];
  return new AppError(
    429,
    `${AUTH_MESSAGES.tooManyAttempts} You can try again in ${count} ${unit}${count === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Per address: generous (SIGN_IN_LIMIT_PER_ADDRESS, 100 by default), a whole station often shares one. */
  const PER_ADDRESS = { max: app.env.SIGN_IN_LIMIT_PER_ADDRESS, timeWindow: FIFTEEN_MINUTES };
  // Failed sign-ins (OWASP): per account and address together, with growing delays, so an attacker at
  // another address cannot lock the owner out; per address by the accounts failing from it, against one
  // address guessing at many accounts; and per address by all its failures, at a much higher count. A success
  // clears its own pair only.
  const pairFailures = new AttemptLimiter(PAIR_FREE_FAILURES, ONE_HOUR, GROWING_DELAYS);
  const addressAccounts = new AttemptLimiter(ADDRESS_FREE_ACCOUNTS, FIFTEEN_MINUTES, GROWING_DELAYS);
  const addressFailures = new AttemptLimiter(ADDRESS_FREE_FAILURES, FIFTEEN_MINUTES, GROWING_DELAYS);
  // The pairs that failed in the address window: an account counts once towards its address's accounts.
  const failedPairs = new AttemptLimiter(1, FIFTEEN_MINUTES);
  // Per account (email): reset mails and sign-up attempts.
  const resetRequests = new AttemptLimiter(3, FIFTEEN_MINUTES);
  const signUps = new AttemptLimiter(5, FIFTEEN_MINUTES);
  /**
   * The one way a sign-in ends, whatever proved the identity (password or single sign-on): this account's
   * failed attempts from this address are forgotten and a new session starts (lib/sessions), pending its
   * second step when the member has a factor or must add one (decision 032). The signed-in member.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: User, amr: string[]) {
    pairFailures.reset(`${user.email.toLowerCase()}\n${addressKey(request.ip)}`);
    const secondFactor = await secondStepFor(app.db, user, amr);
    await startSession(app.db, request, reply, user, { amr, secondFactor });
    return sessionUserOf(app.db, user, secondFactor);
  }
  const meta = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: (request.headers["user-agent"] as string | undefined) ?? null,
  });

  // Where mail is configured, a sign-up is confirmed by mail and answers alike for an address with an account
  // (202); without mail (a new installation's first admin) it makes the account at once, as before (201, 409).
  const confirmByMail = !!app.env.SMTP_URL;
  app.post(
    "/api/register",
    {
      schema: {
        summary: "Sign up a new agency",
        body: registerSchema,
        response: { 201: sessionUserResponseSchema, 202: messageResponseSchema },
      },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      const wait = signUps.retryAfter(request.body.email);
      if (wait) throw tooMany(wait);
      signUps.record(request.body.email);
      if (confirmByMail) {
        await requestSignUp(app.db, app.mailer, app.env.publicUrl, request.body, (err) =>
          request.log.error({ err }, "sign-up confirmation mail failed"),
        );
        return reply.status(202).send({ message: AUTH_MESSAGES.signUpCheckEmail });
      }
      const user = await registerAgency(app.db, request.body, meta(request));
      await startSession(app.db, request, reply, user, { amr: ["pwd"] });
      return reply.status(201).send({ user: await sessionUserOf(app.db, user, null) });
    },
  );

  app.post(
    "/api/register/confirm",
    {
      schema: {
        summary: "Confirm a sign-up with the emailed code",
        body: signUpConfirmSchema,
        response: { 201: sessionUserResponseSchema },
      },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      const user = await confirmSignUp(app.db, request.body.token, meta(request));
      await startSession(app.db, request, reply, user, { amr: ["pwd"] });
      return reply.status(201).send({ user: await sessionUserOf(app.db, user, null) });
    },
  );

  app.post(
    "/api/login",
    {
      schema: {
        summary: "Sign in with email and password",
        body: loginSchema,
        response: { 200: sessionUserResponseSchema },
      },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      const address = addressKey(request.ip);
      const pair = `${request.body.email}\n${address}`;
      const now = Date.now();
      const wait = Math.max(
        pairFailures.retryAfter(pair, now),
        addressAccounts.retryAfter(address, now),
        addressFailures.retryAfter(address, now),
      );
      if (wait) throw tooMany(wait);
      // Counted as a failure before the password is checked (no await between the check and the count), so
      // guesses sent in parallel cannot all pass the check while the first is still being verified.
      pairFailures.record(pair, now);
      addressFailures.record(address, now);
      const newAccount = !failedPairs.has(pair, now);
      if (newAccount) {
        failedPairs.record(pair, now);
        addressAccounts.record(address, now);
      }
      const notCounted = () => {
        addressFailures.forget(address, now);
        if (!newAccount) return;
        failedPairs.forget(pair, now);
        addressAccounts.forget(address, now);
      };
      const user = await authenticate(app.db, request.body.email, request.body.password).catch((error) => {
        pairFailures.forget(pair, now);
        notCounted();
        throw error;
      });
      if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      notCounted();
      return { user: await signIn(request, reply, user, ["pwd"]) };
    },
  );

  // Third-party sign-in (spec: a full-page navigation to /api/login): the OpenID Connect provider when one
  // is configured (./oidc.ts), otherwise back to the sign-in form. `next` is the page to return to.
  const sso = ssoSettings(app.env);
  const oidc = sso ? new OidcSignIn(sso) : null;
  if (sso) app.log.info({ issuer: sso.issuer.href }, "single sign-on with OpenID Connect is on");
  const nextQuery = z.object({ next: z.string().optional().catch(undefined) });

  app.get(
    "/api/auth/providers",
    {
      config: { access: "public" },
      schema: { summary: "Get the ways to sign in", response: { 200: authProvidersResponseSchema } },
    },
    async () => ({ oidc: sso ? { label: sso.label } : null }),
  );

  app.get(
    "/api/login",
    {
      config: { access: "public", rateLimit: PER_ADDRESS },
      schema: {
        summary: "Sign in with single sign-on",
        querystring: nextQuery,
        response: redirect(
          "To the identity provider, or to the sign-in page when single sign-on is not set up",
        ),
      },
    },
    async (request, reply) => {
      const next = safeNextPath(request.query.next, app.env.publicUrl);
      if (!oidc) return reply.redirect(next === "/" ? "/auth" : `/auth?${new URLSearchParams({ next })}`);
      reply.header("Cache-Control", "no-store");
      try {
        const { url, transaction } = await oidc.start(next);
        setTransactionCookie(request, reply, transaction);
        return reply.redirect(url);
      } catch (error) {
        return ssoRefused(request, reply, error);
      }
    },
  );

  // The provider sends the browser back here with a code (or an error). A verified email that belongs to
  // a current member of an active agency signs that member in, exactly as the password does.
  app.get(
    SSO_CALLBACK_PATH,
    {
      config: { access: "public", rateLimit: PER_ADDRESS },
      schema: {
        summary: "Finish single sign-on (the identity provider's return)",
        response: redirect("Signed in: to the page asked for; refused: to the sign-in page, which says why"),
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (!oidc) return reply.redirect("/auth");
      const sealed = takeTransactionCookie(request, reply);
      try {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
        const { identity, next } = await oidc.finish(query, sealed);
        const user = await findMemberForSso(app.db, identity);
        await signIn(request, reply, user, ssoIsMultiFactor(identity.amr) ? ["sso", "mfa"] : ["sso"]);
        request.log.info({ userId: user.id, subject: identity.subject }, "single sign-on");
        return reply.redirect(next);
      } catch (error) {
        return ssoRefused(request, reply, error);
      }
    },
  );

  /** A refused single sign-on is logged, and the browser goes back to the sign-in page, which explains it. */
  function ssoRefused(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (error instanceof SsoFailure) {
      // The provider being down is the operator's problem; a refused member is routine.
      request.log[error.code === "unavailable" ? "error" : "warn"](
        { reason: error.code, email: error.email, err: error.cause },
        `single sign-on refused: ${error.message}`,
      );
      return reply.redirect(ssoFailurePage(error.code, error.email));
    }
    request.log.error({ err: error }, "single sign-on failed");
    return reply.redirect(ssoFailurePage("failed"));
  }

  // A link in the app, so a GET; it signs out only for a navigation from our own pages (or typed), never
  // for one another site started (a link or image there would otherwise sign the member out).
  const publicOrigin = new URL(app.env.publicUrl).origin;
  app.get(
    "/api/logout",
    {
      config: { access: "public" },
      schema: {
        summary: "Sign out (a link in the browser)",
        response: redirect("Signed out: to the home page"),
      },
    },
    async (request, reply) => {
      if (isSameOriginRequest(request, publicOrigin)) await endSession(app.db, request, reply);
      return reply.redirect("/");
    },
  );

  app.post(
    "/api/logout",
    { config: { access: "public" }, schema: { summary: "Sign out", response: noContent("Signed out") } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/user",
    {
      config: { allowPendingPassword: true, secondFactorStep: "any" },
      schema: { summary: "Get the signed-in member", response: { 200: currentUserResponseSchema } },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      return {
        user: await sessionUserOf(app.db, auth.user, auth.secondFactor ?? null),
        isAuthenticated: true as const,
      };
    },
  );

  app.post(
    "/api/password-reset-request",
    {
      schema: {
        summary: "Ask for a password reset link",
        body: resetRequestSchema,
        response: { 200: resetRequestResponseSchema },
      },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request) => {
      const wait = resetRequests.retryAfter(request.body.email);
      if (wait) throw tooMany(wait);
      resetRequests.record(request.body.email);
      await requestPasswordReset(app.db, app.mailer, app.env.publicUrl, request.body.email, (err) =>
        request.log.error({ err }, "password reset mail failed"),
      );
      // Without mail the link waits in Universe Admin's mail outbox: the member is told whom to ask.
      const emailed = app.channels.email.configured;
      return { message: RESET_REQUEST_MESSAGES[emailed ? "emailed" : "notConfigured"], emailed };
    },
  );

  app.post(
    "/api/password-reset-confirm",
    {
      schema: {
        summary: "Set a new password with a reset link",
        body: resetConfirmSchema,
        response: { 200: messageResponseSchema },
      },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.newPassword, meta(request));
      return { message: "Your password has been updated. You can now sign in with your new password." };
    },
  );
};
