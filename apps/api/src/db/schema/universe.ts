import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_helpers";

/**
 * Not agency-owned: the installation's mail outbox. Without SMTP_URL every mail the app would have sent (a
 * password-reset link, an invitation with its temporary password, a second-factor reset notice) is kept here
 * instead, for the platform operators to read in Universe Admin and pass on; kept 7 days (MAIL_OUTBOX_DAYS),
 * purged by the hourly round of lib/jobs. The agency is kept by name, not by id: a row here is a record of what
 * was sent, and an agency_id column would make it agency-owned (confined, audited, distributed).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The agency the message was about, when there is one (a sign-up waits for its agency). */
    agencyName: text("agency_name"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
