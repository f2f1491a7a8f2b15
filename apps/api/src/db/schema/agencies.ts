import {
  AGENCY_STATUSES,
  AGENCY_TYPES,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
} from "@rollcall/shared/agencies";
import { SECOND_FACTOR_RULES } from "@rollcall/shared/auth-factors";
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, enumCheck, tz, updatedAt } from "./_helpers";

export const agencies = pgTable(
  "agencies",
  {
    id: uuid("id").notNull().defaultRandom().primaryKey(),
    name: text("name").notNull(),
    type: text("type", { enum: AGENCY_TYPES }).notNull(),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    logoUrl: text("logo_url"),
    primaryColor: text("primary_color").notNull().default(DEFAULT_PRIMARY_COLOR),
    secondaryColor: text("secondary_color").notNull().default(DEFAULT_SECONDARY_COLOR),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS }).notNull().default("trial"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default("trial"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    trialEndsAt: timestamp("trial_ends_at", tz),
    subscriptionExpiresAt: timestamp("subscription_expires_at", tz),
    // When the subscription stopped being paid (payment failed, or paused): the grace period counts from it.
    unpaidSince: timestamp("unpaid_since", tz),
    // IANA zone the agency works in: weeks, "today" and displayed times follow it; stored times are UTC.
    timeZone: text("time_zone").notNull().default("UTC"),
    // Operator-controlled standing, separate from billing status.
    status: text("status", { enum: AGENCY_STATUSES }).notNull().default("active"),
    // White-label: the host name the installation serves this agency on (set by an operator; lower case).
    hostName: text("host_name"),
    // Who must give a second factor at sign-in (set by its admins; platform operators always must).
    secondFactorRule: text("second_factor_rule", { enum: SECOND_FACTOR_RULES }).notNull().default("nobody"),
    // The platform operators' own agency (create-operator's "Platform Operations"): not a customer, so it is
    // not counted in the revenue estimate and cannot be suspended.
    isPlatform: boolean("is_platform").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck("agencies_type_check", t.type, AGENCY_TYPES),
    enumCheck("agencies_subscription_tier_check", t.subscriptionTier, SUBSCRIPTION_TIERS),
    enumCheck("agencies_subscription_status_check", t.subscriptionStatus, SUBSCRIPTION_STATUSES),
    enumCheck("agencies_status_check", t.status, AGENCY_STATUSES),
    enumCheck("agencies_second_factor_rule_check", t.secondFactorRule, SECOND_FACTOR_RULES),
    uniqueIndex("agencies_host_name_unique").on(t.hostName),
  ],
);

export type Agency = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;

/** The owning agency, first column of every agency table; deleting an agency deletes its rows. */
export const agencyColumn = () =>
  uuid("agency_id")
    .notNull()
    .references(() => agencies.id, { onDelete: "cascade" });

/** agencyId and id, the first columns of every agency table (primary key: agencyPk); spread `...agencyKey()`. */
export const agencyKey = () => ({ agencyId: agencyColumn(), id: uuid("id").notNull().defaultRandom() });
