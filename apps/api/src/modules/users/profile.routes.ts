/**
 * Profile Settings (spec 02 §2 Settings, §7 PATCH /api/profile): every member edits their own name and
 * email, and changes their own password, which is also how a temporary password is replaced.
 */
import { AUTH_MESSAGES, resetConfirmSchema, sessionUserResponseSchema } from "@rollcall/shared/auth";
import { currentPasswordSchema, profileUpdateSchema, USER_MESSAGES } from "@rollcall/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AttemptLimiter } from "../../lib/attempt-limiter";
import { AppError, badRequest, unauthorized } from "../../lib/errors";
import { toSessionUser } from "../../plugins/auth";
import { changePassword, updateProfile, WrongCurrentPassword } from "./profile.service";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  // The registration rule (at least 8, at most 200 characters).
  newPassword: resetConfirmSchema.shape.newPassword,
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stolen session must not become a way to guess the password: 5 wrong current passwords per member
  // in 15 minutes, then 429.
  const wrongPasswords = new AttemptLimiter(5, FIFTEEN_MINUTES);

  app.patch(
    "/api/profile",
    { schema: { body: profileUpdateSchema, response: { 200: sessionUserResponseSchema } } },
    async (request) => ({
      user: await toSessionUser(app.db, await updateProfile(request.scope, request.body)),
    }),
  );

  app.post(
    "/api/profile/password",
    {
      // The one call (besides the current user and sign-out) open while a temporary password is pending;
      // a read-only agency's members keep their accounts safe too.
      config: { allowPendingPassword: true, allowReadOnly: true },
      schema: {
        summary: "Change one's own password",
        body: changePasswordSchema,
        response: { 200: sessionUserResponseSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const key = auth.user.id;
      const wait = wrongPasswords.retryAfter(key);
      if (wait) {
        const minutes = Math.ceil(wait / 60);
        throw new AppError(
          429,
          `${AUTH_MESSAGES.tooManyAttempts} You can try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          undefined,
          { "Retry-After": String(wait) },
        );
      }
      const { currentPassword, newPassword } = request.body;
      try {
        const user = await changePassword(request.scope, auth.sessionId, currentPassword, newPassword);
        wrongPasswords.reset(key);
        return { user: await toSessionUser(app.db, user) };
      } catch (error) {
        if (!(error instanceof WrongCurrentPassword)) throw error;
        wrongPasswords.record(key);
        // 400, not 401: the member is signed in; only the password they typed is wrong.
        throw badRequest(USER_MESSAGES.currentPasswordIncorrect, {
          currentPassword: USER_MESSAGES.currentPasswordIncorrect,
        });
      }
    },
  );
};
