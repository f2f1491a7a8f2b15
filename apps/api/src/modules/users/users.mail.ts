import { isWhiteLabelled, PRODUCT_NAME } from "@rollcall/shared/branding";
import { escapeHtml } from "@rollcall/shared/html";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { MailMessage } from "../../lib/mailer";

type Invitation = {
  to: string;
  firstName: string;
  agencyName: string;
  /** The agency works under its own name (white-label): the product's name is left out. */
  whiteLabel?: boolean;
  invitedBy: string;
  signInUrl: string;
  temporaryPassword: string;
};

/** The invitation: where to sign in, with which address and temporary password, and what happens next. */
export function invitationMail(invite: Invitation): MailMessage {
  const { to, firstName, agencyName, invitedBy, signInUrl, temporaryPassword, whiteLabel } = invite;
  const brand = whiteLabel ? agencyName : PRODUCT_NAME;
  const intro = whiteLabel
    ? `${invitedBy} has added you to ${agencyName}'s workspace for schedules, time clock, certifications and training.`
    : `${invitedBy} has added you to ${agencyName} on Rollcall, the platform your agency uses for schedules, time clock, certifications and training.`;
  const next = "When you sign in you will be asked to choose your own password before you continue.";
  const warning = "If you were not expecting this invitation, you can ignore this email.";
  return {
    to,
    fromName: brand,
    agencyName,
    subject: whiteLabel
      ? `You're invited to join ${agencyName}`
      : `You're invited to join ${agencyName} on Rollcall`,
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
      `<p><a href="${escapeHtml(signInUrl)}">Sign in to ${escapeHtml(brand)}</a> (${escapeHtml(signInUrl)})<br>`,
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
  whiteLabel?: boolean;
  resetBy: string;
  signInUrl: string;
};

/** Tells a member an admin reset their password: their sessions ended and a temporary password awaits them. */
export function passwordResetNoticeMail(notice: ResetNotice): MailMessage {
  const { to, firstName, agencyName, resetBy, signInUrl, whiteLabel } = notice;
  const brand = whiteLabel ? agencyName : PRODUCT_NAME;
  const what = whiteLabel
    ? `${resetBy} reset your ${agencyName} password. You have been signed out on every device.`
    : `${resetBy} reset your Rollcall password for ${agencyName}. You have been signed out on every device.`;
  const next =
    "Ask them for your temporary password. When you sign in with it you will be asked to choose your own password before you continue.";
  const warning = `If you did not ask for this, contact an administrator of ${agencyName}.`;
  return {
    to,
    fromName: brand,
    agencyName,
    subject: `Your ${agencyName} password was reset`,
    text: [`Hello ${firstName},`, "", what, "", next, "", `Sign in at: ${signInUrl}`, "", warning].join("\n"),
    html: [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
      `<p><a href="${escapeHtml(signInUrl)}">Sign in to ${escapeHtml(brand)}</a> (${escapeHtml(signInUrl)})</p>`,
      `<p>${escapeHtml(warning)}</p>`,
    ].join(""),
  };
}

/**
 * Emails each new member their invitation (the Invite New User dialog, the members import), in the
 * background: the admin already holds the passwords, so a slow or failing mail server must not hold up (or
 * undo) the invitation. Returns whether the invitations go out by email at all: not where the installation
 * has no mail set up (the email channel of Alerts → Reachability), when the admin must hand them over.
 */
export function sendInvitations(
  app: FastifyInstance,
  request: FastifyRequest,
  invited: ReadonlyArray<{ user: { email: string; firstName: string }; temporaryPassword: string }>,
): boolean {
  const auth = request.auth;
  const invitedBy = auth ? `${auth.user.firstName} ${auth.user.lastName}`.trim() : "Your agency admin";
  for (const { user, temporaryPassword } of invited) {
    app.mailer
      .send(
        invitationMail({
          to: user.email,
          firstName: user.firstName,
          agencyName: auth?.agency.name ?? "your agency",
          whiteLabel: auth ? isWhiteLabelled(auth.agency) : false,
          invitedBy,
          signInUrl: `${app.env.publicUrl}/auth`,
          temporaryPassword,
        }),
      )
      .catch((err) => request.log.error({ err }, "invitation mail failed"));
  }
  return app.channels.email.configured;
}
