import {
  AUTH_MESSAGES,
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetRequestSchema,
  sessionUserSchema,
} from "@rollcall/shared/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AttemptLimiter } from "../../lib/attempt-limiter";
import { AppError, unauthorized } from "../../lib/errors";
import { endSession, startSession, toSessionUser } from "../../plugins/auth";
import { authenticate, confirmPasswordReset, registerAgency, requestPasswordReset } from "./auth.service";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per address: generous, because a whole station's members often share one address. */
const PER_ADDRESS = { max: 100, timeWindow: FIFTEEN_MINUTES };

const userResponse = z.object({ user: sessionUserSchema });
const messageResponse = z.object({ message: z.string() });

function tooMany(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    429,
    `${AUTH_MESSAGES.tooManyAttempts} You can try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per account (email): strict. Failed sign-ins, reset mails and sign-up attempts.
  const failedLogins = new AttemptLimiter(5, FIFTEEN_MINUTES);
  const resetRequests = new AttemptLimiter(3, FIFTEEN_MINUTES);
  const signUps = new AttemptLimiter(5, FIFTEEN_MINUTES);
  const meta = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: (request.headers["user-agent"] as string | undefined) ?? null,
  });

  app.post(
    "/api/register",
    {
      schema: { body: registerSchema, response: { 201: userResponse } },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      const wait = signUps.retryAfter(request.body.email);
      if (wait) throw tooMany(wait);
      signUps.record(request.body.email);
      const user = await registerAgency(app.db, request.body, meta(request));
      await startSession(app.db, request, reply, user);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  app.post(
    "/api/login",
    {
      schema: { body: loginSchema, response: { 200: userResponse } },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      const key = request.body.email;
      const wait = failedLogins.retryAfter(key);
      if (wait) throw tooMany(wait);
      const user = await authenticate(app.db, request.body.email, request.body.password);
      if (!user) {
        failedLogins.record(key);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      failedLogins.reset(key);
      await startSession(app.db, request, reply, user);
      return { user: toSessionUser(user) };
    },
  );

  // Third-party sign-in entry. No identity provider is configured on this installation: back to the form.
  app.get("/api/login", { config: { access: "public" } }, async (_request, reply) => reply.redirect("/auth"));

  app.get("/api/logout", { config: { access: "public" } }, async (request, reply) => {
    await endSession(app.db, request, reply);
    return reply.redirect("/");
  });

  app.post("/api/logout", { config: { access: "public" } }, async (request, reply) => {
    await endSession(app.db, request, reply);
    return reply.status(204).send();
  });

  app.get(
    "/api/user",
    {
      config: { allowPendingPassword: true },
      schema: { response: { 200: z.object({ user: sessionUserSchema, isAuthenticated: z.literal(true) }) } },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      return { user: toSessionUser(auth.user), isAuthenticated: true as const };
    },
  );

  app.post(
    "/api/password-reset-request",
    {
      schema: { body: resetRequestSchema, response: { 200: messageResponse } },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request) => {
      const wait = resetRequests.retryAfter(request.body.email);
      if (wait) throw tooMany(wait);
      resetRequests.record(request.body.email);
      await requestPasswordReset(app.db, app.mailer, app.env.publicUrl, request.body.email, (err) =>
        request.log.error({ err }, "password reset mail failed"),
      );
      return { message: "If an account with this email exists, you will receive a password reset link." };
    },
  );

  app.post(
    "/api/password-reset-confirm",
    {
      schema: { body: resetConfirmSchema, response: { 200: messageResponse } },
      config: { access: "public", rateLimit: PER_ADDRESS },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.newPassword, meta(request));
      return { message: "Your password has been updated. You can now sign in with your new password." };
    },
  );
};
