import { NOTIFICATION_TYPES } from "@rollcall/shared/notifications";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencyPk, enumCheck, timestamps } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull().default("info"),
    isRead: boolean("is_read").notNull().default(false),
    // Set by time-based jobs (e.g. "cert-expiring:<id>:30d") so a rerun inserts nothing new.
    dedupeKey: text("dedupe_key"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("notifications_pkey", t),
    memberFk("notifications_user_fk", t.agencyId, t.userId),
    uniqueIndex("notifications_agency_user_dedupe_unique").on(t.agencyId, t.userId, t.dedupeKey),
    index("notifications_agency_user_read_created_idx").on(t.agencyId, t.userId, t.isRead, t.createdAt),
    enumCheck("notifications_type_check", t.type, NOTIFICATION_TYPES),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
