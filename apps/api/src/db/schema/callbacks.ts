import {
  CALLBACK_EVENT_KINDS,
  CALLBACK_METHODS,
  CALLBACK_MODES,
  CALLBACK_OFFER_STATUSES,
  CALLBACK_STATUSES,
} from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, createdAt, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { shifts } from "./scheduling";
import { memberFk } from "./users";

/** An overtime call-back for a shift: the order method and mode are kept as they were when it started. */
export const callbacks = pgTable(
  "callbacks",
  {
    ...agencyKey(),
    shiftId: uuid("shift_id").notNull(),
    status: text("status", { enum: CALLBACK_STATUSES }).notNull().default("open"),
    method: text("method", { enum: CALLBACK_METHODS }).notNull(),
    mode: text("mode", { enum: CALLBACK_MODES }).notNull(),
    responseMinutes: integer("response_minutes").notNull(),
    startedById: uuid("started_by_id").notNull(),
    awardedUserId: uuid("awarded_user_id"),
    awardedAt: timestamp("awarded_at", tz),
    closedAt: timestamp("closed_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("callbacks_pkey", t),
    agencyFk("callbacks_shift_fk", t.agencyId, t.shiftId, shifts).onDelete("cascade"),
    memberFk("callbacks_started_by_fk", t.agencyId, t.startedById),
    memberFk("callbacks_awarded_user_fk", t.agencyId, t.awardedUserId),
    index("callbacks_agency_status_idx").on(t.agencyId, t.status),
    index("callbacks_agency_shift_idx").on(t.agencyId, t.shiftId),
    enumCheck("callbacks_status_check", t.status, CALLBACK_STATUSES),
    enumCheck("callbacks_method_check", t.method, CALLBACK_METHODS),
    enumCheck("callbacks_mode_check", t.mode, CALLBACK_MODES),
    check("callbacks_response_minutes_check", sql`${t.responseMinutes} > 0`),
  ],
);

/** A call-back's ordered list: each eligible member, their place, why they stand there, and their answer. */
export const callbackOffers = pgTable(
  "callback_offers",
  {
    ...agencyKey(),
    callbackId: uuid("callback_id").notNull(),
    userId: uuid("user_id").notNull(),
    position: integer("position").notNull(),
    // Why this place, in words a grievance can be answered with ("12.0 overtime hours this quarter").
    reason: text("reason").notNull(),
    status: text("status", { enum: CALLBACK_OFFER_STATUSES }).notNull().default("waiting"),
    offeredAt: timestamp("offered_at", tz),
    expiresAt: timestamp("expires_at", tz),
    respondedAt: timestamp("responded_at", tz),
    // Charged: counted as if they had taken it (rotating points / hours), though they declined or did not answer.
    charged: boolean("charged").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    agencyPk("callback_offers_pkey", t),
    agencyFk("callback_offers_callback_fk", t.agencyId, t.callbackId, callbacks).onDelete("cascade"),
    memberFk("callback_offers_user_fk", t.agencyId, t.userId),
    uniqueIndex("callback_offers_callback_user_unique").on(t.agencyId, t.callbackId, t.userId),
    index("callback_offers_agency_user_idx").on(t.agencyId, t.userId, t.status),
    enumCheck("callback_offers_status_check", t.status, CALLBACK_OFFER_STATUSES),
  ],
);

export const callbackEvents = pgTable(
  "callback_events",
  {
    ...agencyKey(),
    callbackId: uuid("callback_id").notNull(),
    kind: text("kind", { enum: CALLBACK_EVENT_KINDS }).notNull(),
    // The member the event is about (offered to, answered, awarded, charged); null for started/closed.
    userId: uuid("user_id"),
    // Who did it: the officer for a start, award, charge or close; the member for an answer; null for the clock.
    actorId: uuid("actor_id"),
    note: text("note"),
    at: timestamp("at", tz).defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    agencyPk("callback_events_pkey", t),
    agencyFk("callback_events_callback_fk", t.agencyId, t.callbackId, callbacks).onDelete("cascade"),
    memberFk("callback_events_user_fk", t.agencyId, t.userId),
    memberFk("callback_events_actor_fk", t.agencyId, t.actorId),
    index("callback_events_agency_callback_idx").on(t.agencyId, t.callbackId, t.at),
    enumCheck("callback_events_kind_check", t.kind, CALLBACK_EVENT_KINDS),
  ],
);

export type Callback = typeof callbacks.$inferSelect;
export type CallbackOffer = typeof callbackOffers.$inferSelect;
export type CallbackEvent = typeof callbackEvents.$inferSelect;
