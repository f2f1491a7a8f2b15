import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, tz } from "./_helpers";
import { agencyColumn } from "./agencies";
import { memberFk } from "./users";

/**
 * Writes sent with an Idempotency-Key (plugins/idempotency.ts): the first answer, kept for a day, so a retry
 * of the same request (a lost connection, a queued offline write, another instance) gets it again instead
 * of doing the write twice. Keyed per member: two members' keys never meet.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    agencyId: agencyColumn(),
    userId: uuid("user_id").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", tz),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [t.agencyId, t.userId, t.key] }),
    memberFk("idempotency_keys_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Not agency-owned: when each periodic job round last started (lib/jobs.ts), so that with several instances a
 * round runs once, not once per instance.
 */
export const jobRounds = pgTable("job_rounds", {
  name: text("name").primaryKey(),
  startedAt: timestamp("started_at", tz).notNull(),
});

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
