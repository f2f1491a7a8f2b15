/**
 * User management (spec 02 §2 "User Management", §7 Users): admins invite, edit, reset and delete the
 * members of their own agency, and every member edits their own profile (profile.routes.ts). The list
 * itself is GET /api/agencies/{agencyId}/users (agencies module).
 */

import { isWhiteLabelled } from "@rollcall/shared/branding";
import {
  inviteUserResponseSchema,
  resetUserPasswordResponseSchema,
  updatedUserSchema,
  userInviteSchema,
  userUpdateSchema,
} from "@rollcall/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, noContent } from "../../lib/http";
import { profileRoutes } from "./profile.routes";
import { passwordResetNoticeMail, sendInvitations } from "./users.mail";
import { deleteUser, endMemberSessions, inviteUser, resetUserPassword, updateUser } from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Profile Settings live here too: they share the email rule and the password handling.
  await app.register(profileRoutes);

  app.post(
    "/api/users/invite",
    {
      // The answer carries the temporary password: kept by no cache and no replay, never given to an API key.
      config: { access: "admin", answerHoldsSecret: true, apiKeyRefuses: { role: "role" } },
      schema: {
        summary: "Invite a member",
        body: userInviteSchema,
        response: { 201: inviteUserResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await inviteUser(request.scope, request.body);
      const emailed = sendInvitations(app, request, [result]);
      return reply.status(201).send({ ...result, emailed });
    },
  );

  app.patch(
    "/api/users/:id",
    {
      // An API key may rename, move and change roles, but never make an admin nor change a sign-in email.
      config: { access: "admin", apiKeyRefuses: { signIn: ["email"], role: "role" } },
      schema: {
        params: idParams,
        body: userUpdateSchema,
        response: { 200: updatedUserSchema },
      },
    },
    async (request) => ({
      user: await updateUser(request.scope, request.params.id, request.body),
    }),
  );

  app.post(
    "/api/users/:id/reset-password",
    {
      config: { access: "admin", answerHoldsSecret: true, changesSignIn: true },
      schema: { params: idParams, response: { 200: resetUserPasswordResponseSchema } },
    },
    async (request, reply) => {
      const { temporaryPassword, member } = await resetUserPassword(request.scope, request.params.id);
      const auth = request.auth;
      // A security notice, not the password: the admin hands that over in person, so a read mailbox alone
      // does not open the account. Sent in the background, like the invitation.
      app.mailer
        .send(
          passwordResetNoticeMail({
            to: member.email,
            firstName: member.firstName,
            agencyName: auth?.agency.name ?? "your agency",
            whiteLabel: auth ? isWhiteLabelled(auth.agency) : false,
            resetBy: auth ? `${auth.user.firstName} ${auth.user.lastName}`.trim() : "Your agency admin",
            signInUrl: `${app.env.publicUrl}/auth`,
          }),
        )
        .catch((err) => request.log.error({ err }, "password reset notice failed"));
      return reply.send({ temporaryPassword });
    },
  );

  // Sign out everywhere: every session of the member ends (a lost or stolen phone).
  app.delete(
    "/api/users/:id/sessions",
    {
      config: { access: "admin" },
      schema: {
        summary: "Sign a member out everywhere",
        params: idParams,
        response: noContent("Every session ended"),
      },
    },
    async (request, reply) => {
      await endMemberSessions(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/users/:id",
    { config: { access: "admin" }, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteUser(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );
};
