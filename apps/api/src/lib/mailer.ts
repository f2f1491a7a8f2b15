/**
 * Outgoing mail. With SMTP_URL set, mail goes out over SMTP (nodemailer) and nothing else is kept. Without it,
 * every message is kept in the mail outbox (mail_outbox, 7 days), which the platform operators read in Universe
 * Admin, so a reset link or an invitation reaches its reader through them; in development it is also written
 * to the server log, so a single-machine trial can still complete a password reset; in production the log
 * says plainly that mail is not configured and never prints the message, whose links and temporary passwords
 * are secrets.
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/universe";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name in place of MAIL_FROM's (a white-labelled agency's own name); same address. */
  fromName?: string;
  /** The agency the message is about (its name), shown with it in the mail outbox; none before a sign-up's. */
  agencyName?: string;
};
export type Mailer = { send(message: MailMessage): Promise<void> };

export const MAIL_NOT_CONFIGURED =
  "Mail is not configured (set SMTP_URL): a message was not sent. It is kept in Universe Admin's mail outbox for 7 days; its content is not logged because it may hold a password or a sign-in link.";

/** Keeps a message in the mail outbox, where the platform operators read it (modules/universe). */
export async function keepInOutbox(db: Database, message: MailMessage) {
  await db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    agencyName: message.agencyName ?? null,
  });
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  production: boolean;
  /** Where a message is kept without SMTP_URL (the mail outbox); without it (some tests), only the log. */
  db?: Database;
}): Mailer {
  const { db } = options;
  if (!options.smtpUrl && options.production) {
    return {
      async send(message) {
        options.log.warn({ mail: { to: message.to, subject: message.subject } }, MAIL_NOT_CONFIGURED);
        if (db) await keepInOutbox(db, message);
      },
    };
  }
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `Mail (SMTP_URL not set, kept in Universe Admin's mail outbox):\n${message.text}`,
        );
        if (db) await keepInOutbox(db, message);
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
