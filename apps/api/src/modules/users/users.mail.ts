import type { FastifyInstance, FastifyRequest } from "fastify";
import type { MailMessage } from "../../lib/mailer";

type Invitation = {
  to: string;
  firstName: string;
  agencyName: string;
  invitedBy: string;
  signInUrl: string;
  temporaryPassword: string;
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The invitation: where to sign in, with which address and temporary password, and what happens next. */
export function invitationMail(invite: Invitation): MailMessage {
  const { to, firstName, agencyName, invitedBy, signInUrl, temporaryPassword } = invite;
  const intro = `${invitedBy} has added you to ${agencyName} on Rollcall, the platform your agency uses for schedules, time clock, certifications and training.`;
  const next = "When you sign in you will be asked to choose your own password before you continue.";
  const warning = "If you were not expecting this invitation, you can ignore this email.";
  return {
    to,
    subject: `You're invited to join ${agencyName} on Rollcall`,
    text: [
      `Hello ${firstName},`,
      "",
      intro,
      "",
      `Sign in at: ${signInUrl}`,
      `Email: ${to}`,
      `Temporary password: ${temporaryPassword}`,
      "",
      next,
      "",
      warning,
    ].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(signInUrl)}">Sign in to Rollcall</a> (${escapeHtml(signInUrl)})<br>`,
      `Email: ${escapeHtml(to)}<br>`,
      `Temporary password: <code>${escapeHtml(temporaryPassword)}</code></p>`,
      `<p>${escapeHtml(next)}</p>`,
      `<p>${escapeHtml(warning)}</p>`,
    ].join(""),
  };
}

type ResetNotice = {
  to: string;
  firstName: string;
  agencyName: string;
  resetBy: string;
  signInUrl: string;
};

/** Tells a member an admin reset their password: their sessions ended and a temporary password awaits them. */
export function passwordResetNoticeMail(notice: ResetNotice): MailMessage {
  const { to, firstName, agencyName, resetBy, signInUrl } = notice;
  const what = `${resetBy} reset your Rollcall password for ${agencyName}. You have been signed out on every device.`;
  const next =
    "Ask them for your temporary password. When you sign in with it you will be asked to choose your own password before you continue.";
  const warning = `If you did not ask for this, contact an administrator of ${agencyName}.`;
  return {
    to,
    subject: `Your ${agencyName} password was reset`,
    text: [`Hello ${firstName},`, "", what, "", next, "", `Sign in at: ${signInUrl}`, "", warning].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
      `<p><a href="${escapeHtml(signInUrl)}">Sign in to Rollcall</a> (${escapeHtml(signInUrl)})</p>`,
      `<p>${escapeHtml(warning)}</p>`,
    ].join(""),
  };
}

/**
 * Emails each new member their invitation (the Invite New User dialog, the members import), in the
 * background: the admin already holds the passwords, so a slow or failing mail server must not hold up (or
 * undo) the invitation.
 */
export function sendInvitations(
  app: FastifyInstance,
  request: FastifyRequest,
  invited: ReadonlyArray<{ user: { email: string; firstName: string }; temporaryPassword: string }>,
) {
  const auth = request.auth;
  const invitedBy = auth ? `${auth.user.firstName} ${auth.user.lastName}`.trim() : "Your agency admin";
  for (const { user, temporaryPassword } of invited) {
    app.mailer
      .send(
        invitationMail({
          to: user.email,
          firstName: user.firstName,
          agencyName: auth?.agency.name ?? "your agency",
          invitedBy,
          signInUrl: `${app.env.publicUrl}/auth`,
          temporaryPassword,
        }),
      )
      .catch((err) => request.log.error({ err }, "invitation mail failed"));
  }
}
