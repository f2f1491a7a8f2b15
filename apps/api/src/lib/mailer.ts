/**
 * Outgoing mail. With SMTP_URL set, mail goes out over SMTP (nodemailer). Without it, in development each
 * message is written to the server log, so a single-machine trial can still complete a password reset; in
 * production the log says plainly that mail is not configured and never prints the message, whose links
 * and temporary passwords are secrets.
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name in place of MAIL_FROM's (a white-labelled agency's own name); same address. */
  fromName?: string;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

export const MAIL_NOT_CONFIGURED =
  "Mail is not configured (set SMTP_URL): a message was not sent. Its content is not logged because it may hold a password or a sign-in link.";

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  production: boolean;
}): Mailer {
  if (!options.smtpUrl && options.production) {
    return {
      async send(message) {
        options.log.warn({ mail: { to: message.to, subject: message.subject } }, MAIL_NOT_CONFIGURED);
      },
    };
  }
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `Mail (SMTP_URL not set):\n${message.text}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  const address = /<([^>]+)>\s*$/.exec(options.from)?.[1] ?? options.from.trim();
  return {
    async send({ fromName, ...message }) {
      await transport.sendMail({ from: fromName ? { name: fromName, address } : options.from, ...message });
    },
  };
}
