import { z } from "zod";
import {
  AGENCY_STATUSES,
  AGENCY_TYPES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  type SubscriptionStatus,
} from "./agencies";
import { AUTH_MESSAGES, email, newPassword } from "./auth";
import { operatorMonthlyRevenue } from "./billing";
import { optionalDate } from "./fields";
import { timestampSchema } from "./timestamps";

/** The operator portal (spec 01 §2 "Universe Admin Portal", §5 "Create agency", §8 toasts, §9 revenue). */

/** The agency types the operator form offers (police is a sign-up choice only). */
export const OPERATOR_AGENCY_TYPES = [
  "fire",
  "ems",
  "nonprofit",
] as const satisfies readonly (typeof AGENCY_TYPES)[number][];

/** A new agency's subscription status when the form sends none. */
export const DEFAULT_OPERATOR_SUBSCRIPTION_STATUS: SubscriptionStatus = "active";

export const UNIVERSE_MESSAGES = {
  accessDenied: "Universe Admin is for the installation's platform operators.",
  agencyName: AUTH_MESSAGES.agencyName,
  agencyType: AUTH_MESSAGES.agencyType,
  subscriptionTier: "Please select a subscription tier",
  subscriptionStatus: "Please select a subscription status",
  suspendedTitle: "Agency Suspended",
  suspended: "The agency has been suspended successfully.",
  activatedTitle: "Agency Activated",
  activated: "The agency has been activated successfully.",
  createdTitle: "Agency Created",
  created: "The new agency and admin user have been created successfully.",
  suspendFailed: "Failed to suspend agency.",
  activateFailed: "Failed to activate agency.",
  createFailed: "Failed to create agency.",
  /** 409: the operators' own agency is not a customer and stays open. */
  platformNotSuspended: "The platform operators' own agency cannot be suspended.",
  planChangedTitle: "Plan Changed",
  planChanged: "The agency's plan has been changed.",
  planChangeFailed: "Failed to change the plan.",
  /** 409: a plan Stripe bills is changed in Stripe (the webhook then brings it here). */
  planBilledByStripe:
    "This agency pays through Stripe: change its plan in the Stripe dashboard, and the change comes here by itself.",
  trialEndsAtRequired: "Choose the day the trial ends",
  trialEndsAtPast: "The trial must end today or later",
  trialEndsAtOnlyTrial: "Only a trial has an end date",
} as const;

const agencyFields = {
  name: z
    .string({ error: UNIVERSE_MESSAGES.agencyName })
    .trim()
    .min(2, UNIVERSE_MESSAGES.agencyName)
    .max(200),
  type: z.enum(OPERATOR_AGENCY_TYPES, { error: UNIVERSE_MESSAGES.agencyType }),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS, { error: UNIVERSE_MESSAGES.subscriptionTier }),
};
const adminFields = {
  email: z.string({ error: AUTH_MESSAGES.email }).pipe(email),
  password: newPassword,
  firstName: z.string({ error: AUTH_MESSAGES.firstName }).trim().min(1, AUTH_MESSAGES.firstName).max(100),
  lastName: z.string({ error: AUTH_MESSAGES.lastName }).trim().min(1, AUTH_MESSAGES.lastName).max(100),
};

/** POST /api/universe/agencies: the agency and its first admin. Every form field is required. */
export const createUniverseAgencySchema = z.object({
  agency: z.object({
    ...agencyFields,
    subscriptionStatus: z
      .enum(SUBSCRIPTION_STATUSES, { error: UNIVERSE_MESSAGES.subscriptionStatus })
      .default(DEFAULT_OPERATOR_SUBSCRIPTION_STATUS),
  }),
  admin: z.object(adminFields),
});
export type CreateUniverseAgencyInput = z.input<typeof createUniverseAgencySchema>;

/** An agency as the operator sees it (never its members' data). */
export const universeAgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(AGENCY_TYPES),
  status: z.enum(AGENCY_STATUSES),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  /** White-label: the host name the installation serves the agency on, or null. */
  hostName: z.string().nullable(),
  /** When its trial ends (tier trial), or null. */
  trialEndsAt: timestampSchema.nullable(),
  /** The platform operators' own agency: not a customer (no revenue, never suspended). */
  isPlatform: z.boolean(),
  /** Its plan is billed by a live Stripe subscription: a plan change goes through Stripe. */
  billedByStripe: z.boolean(),
  createdAt: timestampSchema,
});

/** A row of GET /api/universe/agencies: the agency and its current member count. */
export const universeAgencyRowSchema = universeAgencySchema.extend({ userCount: z.number().int() });
export type UniverseAgencyRow = z.input<typeof universeAgencyRowSchema>;

/** GET /api/universe/agencies/{id}. monthlyRevenue applies the tier amount whatever the status (§9). */
export const universeAgencyDetailSchema = z.object({
  agency: universeAgencySchema,
  userCount: z.number().int(),
  shiftCount: z.number().int(),
  monthlyRevenue: z.number(),
});
export type UniverseAgencyDetail = z.input<typeof universeAgencyDetailSchema>;

/** GET /api/universe/summary: the portal's cards. */
export const universeSummarySchema = z.object({
  totalAgencies: z.number().int(),
  activeAgencies: z.number().int(),
  totalUsers: z.number().int(),
  monthlyRevenue: z.number(),
});
export type UniverseSummary = z.input<typeof universeSummarySchema>;

/**
 * Counted in the revenue estimate: an active agency (not suspended) whose subscription is active (§9), and that
 * is a customer (not the platform operators' own agency).
 */
export function countsTowardRevenue(agency: {
  status: string;
  subscriptionStatus: string;
  isPlatform?: boolean;
}): boolean {
  return agency.status === "active" && agency.subscriptionStatus === "active" && !agency.isPlatform;
}

/** The summary cards from the agency list: totals, active agencies and the monthly revenue estimate (§9). */
export function summarizeAgencies(
  rows: ReadonlyArray<{
    status: string;
    subscriptionStatus: string;
    subscriptionTier: string;
    isPlatform?: boolean;
    userCount: number;
  }>,
): UniverseSummary {
  return {
    totalAgencies: rows.length,
    activeAgencies: rows.filter((r) => r.status === "active").length,
    totalUsers: rows.reduce((sum, r) => sum + r.userCount, 0),
    monthlyRevenue: rows
      .filter(countsTowardRevenue)
      .reduce((sum, r) => sum + operatorMonthlyRevenue(r.subscriptionTier), 0),
  };
}

/** The Create Agency form: the same fields, flat (one form, one level of names). */
export const createAgencyFormSchema = z.object({ ...agencyFields, ...adminFields });
export type CreateAgencyFormInput = z.input<typeof createAgencyFormSchema>;
export type CreateAgencyFormValues = z.output<typeof createAgencyFormSchema>;

/** The request body from the form's values (a new agency's subscription is active). */
export function createAgencyPayload(values: CreateAgencyFormValues): CreateUniverseAgencyInput {
  const { name, type, subscriptionTier, ...admin } = values;
  return {
    agency: { name, type, subscriptionTier, subscriptionStatus: DEFAULT_OPERATOR_SUBSCRIPTION_STATUS },
    admin,
  };
}

/** The server's field names ("admin.email") as the form's ("email"). */
export const CREATE_AGENCY_SERVER_FIELDS = {
  "agency.name": "name",
  "agency.type": "type",
  "agency.subscriptionTier": "subscriptionTier",
  "admin.email": "email",
  "admin.password": "password",
  "admin.firstName": "firstName",
  "admin.lastName": "lastName",
} as const satisfies Record<string, keyof CreateAgencyFormInput>;

/**
 * PATCH /api/universe/agencies/{id}/plan: an operator sets the plan of an agency that pays by invoice or after a
 * sales call. A trial (every feature) ends on `trialEndsAt` (a day, yyyy-MM-dd, in the agency's zone: its last
 * moment); a paid tier is active with no end date. An agency billed by Stripe is changed in Stripe instead (409).
 */
export const universePlanSchema = z
  .object({
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS, { error: UNIVERSE_MESSAGES.subscriptionTier }),
    trialEndsAt: optionalDate,
  })
  .superRefine((value, ctx) => {
    if (value.subscriptionTier === "trial" && value.trialEndsAt === null)
      ctx.addIssue({ code: "custom", path: ["trialEndsAt"], message: UNIVERSE_MESSAGES.trialEndsAtRequired });
    if (value.subscriptionTier !== "trial" && value.trialEndsAt !== null)
      ctx.addIssue({
        code: "custom",
        path: ["trialEndsAt"],
        message: UNIVERSE_MESSAGES.trialEndsAtOnlyTrial,
      });
  });
export type UniversePlanInput = z.input<typeof universePlanSchema>;

/** How long the mail outbox keeps a message (without SMTP_URL), in days. */
export const MAIL_OUTBOX_DAYS = 7;

/** A message the installation could not send (no SMTP_URL), kept in the mail outbox for the operators. */
export const mailOutboxMessageSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The message as it would have been mailed: its links and temporary passwords included. */
  text: z.string(),
  /** The agency it was about, by name; null for one before its agency exists (a sign-up). */
  agencyName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type MailOutboxMessage = z.input<typeof mailOutboxMessageSchema>;

/**
 * GET /api/universe/mail-outbox: whether this installation sends mail (SMTP_URL), and the messages kept
 * instead, newest first (none when it does).
 */
export const mailOutboxSchema = z.object({
  mailConfigured: z.boolean(),
  keptDays: z.number().int(),
  messages: z.array(mailOutboxMessageSchema),
});
export type MailOutbox = z.input<typeof mailOutboxSchema>;
