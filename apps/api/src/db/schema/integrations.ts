/**
 * Integrations (modules/integrations): an agency's API keys and outgoing webhooks. API keys: Only the SHA-256 of a key is kept (a key is 32 random
 * bytes, so a fast hash is enough; the password's slow hash is for guessable secrets); the lookup by it crosses
 * agencies (a request with a key has no session yet: lib/api-keys.ts).
 */
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryEvent } from "@rollcall/shared/integrations";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

export const apiKeys = pgTable(
  "api_keys",
  {
    ...agencyKey(),
    name: text("name").notNull(),
    /** "read", "write", "shifts:read", "incidents:write" (shared/integrations.ts). */
    scopes: text("scopes").array().notNull(),
    /** The key's first characters, shown in the list to tell keys apart. */
    start: text("start").notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text("key_hash").notNull(),
    /** The admin who made it: the key's writes are theirs in the rows that name a member (created by, reported by). */
    createdBy: uuid("created_by").notNull(),
    lastUsedAt: timestamp("last_used_at", tz),
    revokedAt: timestamp("revoked_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("api_keys_pkey", t),
    memberFk("api_keys_created_by_fk", t.agencyId, t.createdBy).onDelete("cascade"),
    // Not unique: a key is 32 random bytes, so two hashes never meet; a unique index would have to be global,
    // and every unique index of an agency table includes agency_id (docs/scaling.md).
    index("api_keys_key_hash_idx").on(t.keyHash),
    index("api_keys_agency_created_idx").on(t.agencyId, t.createdAt),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;

/** An address an admin registered for events (outgoing webhooks); its secret signs every delivery. */
export const webhooks = pgTable(
  "webhooks",
  {
    ...agencyKey(),
    url: text("url").notNull(),
    /** "shift.created", "incident.created", ... (shared/integrations.ts WEBHOOK_EVENTS). */
    events: text("events").array().notNull(),
    /** "whsec_" and base64 of 32 random bytes: kept as is, since every delivery is signed with it. */
    secret: text("secret").notNull(),
    createdBy: uuid("created_by").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("webhooks_pkey", t),
    memberFk("webhooks_created_by_fk", t.agencyId, t.createdBy),
    index("webhooks_agency_idx").on(t.agencyId),
  ],
);

/**
 * One event for one webhook: the delivery record the admin reads and the queue the worker claims (FOR UPDATE
 * SKIP LOCKED, any instance). The body is fixed when the event happens, so every attempt sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    ...agencyKey(),
    webhookId: uuid("webhook_id").notNull(),
    /** The webhook-id header ("msg_…"): the same on every attempt, so a receiver can skip a repeat. */
    messageId: text("message_id").notNull(),
    event: text("event").$type<WebhookDeliveryEvent>().notNull(),
    /** Names the event (a certificate's expiry date): the same event is queued once per webhook, however often seen. */
    dedupeKey: text("dedupe_key"),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz),
    claimedAt: timestamp("claimed_at", tz),
    lastAttemptAt: timestamp("last_attempt_at", tz),
    responseStatus: integer("response_status"),
    response: text("response"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("webhook_deliveries_pkey", t),
    agencyFk("webhook_deliveries_webhook_fk", t.agencyId, t.webhookId, webhooks).onDelete("cascade"),
    enumCheck("webhook_deliveries_status_check", t.status, [...WEBHOOK_DELIVERY_STATUSES, "sending"]),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("webhook_deliveries_dedupe_idx").on(t.agencyId, t.webhookId, t.dedupeKey),
    index("webhook_deliveries_webhook_idx").on(t.agencyId, t.webhookId, t.createdAt),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
