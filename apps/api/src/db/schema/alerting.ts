/**
 * Alerting (modules/alerting, lib/alerting): members' channels and phone numbers, their browsers' push
 * subscriptions, mass alerts with their recipients' answers, and one delivery record per recipient, message
 * and channel, which is also the sending queue (claimed with FOR UPDATE SKIP LOCKED by any instance).
 */
import {
  ALERT_ANSWERS,
  ALERT_CHANNELS,
  ALERT_KINDS,
  type AlertAudience,
  type AlertChannelsByKind,
  ANSWER_SOURCES,
  DELIVERY_STATUSES,
} from "@rollcall/shared/alerting";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyColumn, agencyKey } from "./agencies";
import { memberFk } from "./users";

/** A member's alerting preferences; no row: the defaults (no phone, channels by urgency, no quiet hours). */
export const alertingProfiles = pgTable(
  "alerting_profiles",
  {
    agencyId: agencyColumn(),
    userId: uuid("user_id").notNull(),
    /** Verified mobile number (E.164); SMS and voice go here only. */
    phone: text("phone"),
    phoneVerifiedAt: timestamp("phone_verified_at", tz),
    /** Null: the defaults of shared/alerting for every kind. */
    channels: jsonb("channels").$type<Partial<AlertChannelsByKind>>(),
    /** "22:00" to "06:00" in the agency's zone; null: none. */
    quietStart: text("quiet_start"),
    quietEnd: text("quiet_end"),
    /** The member replied STOP: no SMS until START. */
    smsOptedOutAt: timestamp("sms_opted_out_at", tz),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: "alerting_profiles_pkey", columns: [t.agencyId, t.userId] }),
    memberFk("alerting_profiles_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    // Inbound SMS and calls are matched to members by the number (across agencies: a webhook has no session).
    index("alerting_profiles_phone_idx").on(t.phone),
  ],
);

/**
 * A number waiting for its 6-digit code: kept apart from the profile so the code's hash is never copied into
 * the audit log an admin reads (the table is not audited), and gone once verified.
 */
export const phoneVerifications = pgTable(
  "phone_verifications",
  {
    agencyId: agencyColumn(),
    userId: uuid("user_id").notNull(),
    phone: text("phone").notNull(),
    /** HMAC of the code with a per-row salt; 10 minutes, 5 tries. */
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "phone_verifications_pkey", columns: [t.agencyId, t.userId] }),
    memberFk("phone_verifications_user_fk", t.agencyId, t.userId).onDelete("cascade"),
  ],
);

/** A browser that accepted push for a member (PushSubscription.toJSON()). Not audited: its keys are secrets. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("push_subscriptions_pkey", t),
    memberFk("push_subscriptions_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    // One browser, one member of the agency at a time: subscribing again moves it to whoever is signed in.
    uniqueIndex("push_subscriptions_agency_endpoint_unique").on(t.agencyId, t.endpoint),
  ],
);

/** A mass alert (a recall): a message to an audience, with an optional "can you respond?" question. */
export const alerts = pgTable(
  "alerts",
  {
    ...agencyKey(),
    senderId: uuid("sender_id").notNull(),
    message: text("message").notNull(),
    audience: jsonb("audience").$type<AlertAudience>().notNull(),
    question: boolean("question").notNull().default(false),
    urgent: boolean("urgent").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    agencyPk("alerts_pkey", t),
    memberFk("alerts_sender_fk", t.agencyId, t.senderId),
    index("alerts_agency_created_idx").on(t.agencyId, t.createdAt),
  ],
);

/** Who an alert went to, and their answer. The answer link's token is kept only as its SHA-256. */
export const alertRecipients = pgTable(
  "alert_recipients",
  {
    agencyId: agencyColumn(),
    alertId: uuid("alert_id").notNull(),
    userId: uuid("user_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    answer: text("answer", { enum: ALERT_ANSWERS }),
    minutes: integer("minutes"),
    answeredVia: text("answered_via", { enum: ANSWER_SOURCES }),
    answeredAt: timestamp("answered_at", tz),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "alert_recipients_pkey", columns: [t.agencyId, t.alertId, t.userId] }),
    agencyFk("alert_recipients_alert_fk", t.agencyId, t.alertId, alerts).onDelete("cascade"),
    memberFk("alert_recipients_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    // The answer link is looked up by its token alone, before any agency is known.
    uniqueIndex("alert_recipients_token_unique").on(t.tokenHash),
    enumCheck("alert_recipients_answer_check", t.answer, ALERT_ANSWERS),
    enumCheck("alert_recipients_answered_via_check", t.answeredVia, ANSWER_SOURCES),
  ],
);

/**
 * One message to one member on one channel: the delivery record the sender sees, and the queue. `source` names
 * the message ("alert:<id>", "notification:<id>", "phone-code:<id>"): unique with member and channel, so the
 * same message is never queued twice for the same person and channel.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    source: text("source").notNull(),
    alertId: uuid("alert_id"),
    /** The call-back offer a YES/NO (SMS) or 1/2 (voice) answers. */
    callbackId: uuid("callback_id"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The screen the message opens (push click, SMS link), a path of the app. */
    link: text("link"),
    /** Where it goes: the phone number or email address when it was queued. */
    address: text("address"),
    urgent: boolean("urgent").notNull().default(false),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz).defaultNow().notNull(),
    /** When a worker claimed it (status sending): a claim older than the lease is never sent again. */
    claimedAt: timestamp("claimed_at", tz),
    providerId: text("provider_id"),
    error: text("error"),
    sentAt: timestamp("sent_at", tz),
    deliveredAt: timestamp("delivered_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("alert_deliveries_pkey", t),
    memberFk("alert_deliveries_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    agencyFk("alert_deliveries_alert_fk", t.agencyId, t.alertId, alerts).onDelete("cascade"),
    uniqueIndex("alert_deliveries_once_unique").on(t.agencyId, t.source, t.userId, t.channel),
    // The queue: what is due, across agencies.
    index("alert_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    // Status callbacks find the message by the provider's id (Twilio's MessageSid or CallSid).
    index("alert_deliveries_provider_idx").on(t.providerId),
    index("alert_deliveries_agency_alert_idx").on(t.agencyId, t.alertId),
    enumCheck("alert_deliveries_channel_check", t.channel, ALERT_CHANNELS),
    enumCheck("alert_deliveries_kind_check", t.kind, ALERT_KINDS),
    enumCheck("alert_deliveries_status_check", t.status, DELIVERY_STATUSES),
  ],
);

/** Not agency-owned: the installation's own keys (the Web Push VAPID pair, made on first start). */
export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: jsonb("value").$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export type AlertingProfile = typeof alertingProfiles.$inferSelect;
export type AlertRow = typeof alerts.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
