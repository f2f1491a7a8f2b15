import { z } from "zod";
import { timestampSchema } from "./timestamps";

/** Agency kinds. The sign-up form offers all four; the operator form offers fire, ems and nonprofit. */
export const AGENCY_TYPES = ["fire", "ems", "police", "nonprofit"] as const;
export type AgencyType = (typeof AGENCY_TYPES)[number];
export const AGENCY_TYPE_LABELS: Record<AgencyType, string> = {
  fire: "Fire Department",
  ems: "EMS / Ambulance Service",
  police: "Police Department",
  nonprofit: "Nonprofit Organization",
};

export const SUBSCRIPTION_TIERS = ["trial", "starter", "standard", "pro"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const SUBSCRIPTION_STATUSES = ["trial", "active", "past_due", "cancelled", "paused"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Operator-controlled standing of an agency; a suspended agency's members are refused on every call but sign-out. */
export const AGENCY_STATUSES = ["active", "suspended"] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

export const DEFAULT_PRIMARY_COLOR = "#3B4B6B";
export const DEFAULT_SECONDARY_COLOR = "#00BFFF";
export const TRIAL_DAYS = 60;

/** A valid IANA time zone name such as "America/Chicago". */
export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, "Please choose a valid time zone");

/** GET /api/agencies/{agencyId}: the member's own agency. */
export const agencySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(AGENCY_TYPES),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  status: z.enum(AGENCY_STATUSES),
  timeZone: z.string(),
  trialEndsAt: timestampSchema.nullable(),
  subscriptionExpiresAt: timestampSchema.nullable(),
  /** When the subscription stopped being paid (past due or paused); null while paid. */
  unpaidSince: timestampSchema.nullable(),
});
/** As the web receives it (timestamps as ISO strings). */
export type Agency = z.input<typeof agencySchema>;

/** Every call of a suspended agency's members but sign-in and sign-out answers 403 with this. */
export const AGENCY_SUSPENDED_MESSAGE = "This agency is suspended";
