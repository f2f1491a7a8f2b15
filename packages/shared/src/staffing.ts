/**
 * Staffing as a fire department runs it: minimum staffing rules, leave, FLSA 7(k) work periods, and the agency
 * settings they share. Domain facts: shared/reference/staffing.md. Resource schemas are added beside the
 * constants as each part is built; one constant per business rule lives here.
 */

import { z } from "zod";
import { seatLabel } from "./board";
import { INVALID_DATE, optionalId, optionalText, requiredText } from "./fields";
import { ROLES, type Role } from "./roles";
import { DAYS_OF_WEEK, isDateString } from "./scheduling";

// Leave ---------------------------------------------------------------------------------------------------

export const LEAVE_TYPES = ["vacation", "sick", "kelly", "personal"] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  vacation: "Vacation",
  sick: "Sick",
  kelly: "Kelly / debit day",
  personal: "Personal",
};

export const LEAVE_STATUSES = ["pending", "approved", "denied", "cancelled"] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

// Trades ---------------------------------------------------------------------------------------------------

/** giveaway: the shift changes hands, nothing owed; swap: the taker's return shift comes back; payback: owed later. */
export const TRADE_KINDS = ["giveaway", "swap", "payback"] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];
export const TRADE_STATUSES = ["offered", "accepted", "approved", "declined", "cancelled"] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

// Call-back -----------------------------------------------------------------------------------------------

export const CALLBACK_STATUSES = ["open", "awarded", "closed", "cancelled"] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
/** Where each eligible member stands on a call-back's list. */
export const CALLBACK_OFFER_STATUSES = [
  "waiting",
  "offered",
  "accepted",
  "declined",
  "no_answer",
  "awarded",
] as const;
export type CallbackOfferStatus = (typeof CALLBACK_OFFER_STATUSES)[number];
/** The call-back's history: every offer, answer, award and charge, with its time and who did it. */
export const CALLBACK_EVENT_KINDS = [
  "started",
  "offered",
  "accepted",
  "declined",
  "no_answer",
  "awarded",
  "charged",
  "closed",
  "cancelled",
] as const;
export type CallbackEventKind = (typeof CALLBACK_EVENT_KINDS)[number];

export const CALLBACK_METHODS = ["hours", "rotating"] as const;
export type CallbackMethod = (typeof CALLBACK_METHODS)[number];
export const CALLBACK_MODES = ["one_at_a_time", "all_at_once"] as const;
export type CallbackMode = (typeof CALLBACK_MODES)[number];

// FLSA 7(k) -----------------------------------------------------------------------------------------------

export const FLSA_STANDARDS = ["fire", "law_enforcement"] as const;
export type FlsaStandard = (typeof FLSA_STANDARDS)[number];
export const FLSA_STANDARD_LABELS: Record<FlsaStandard, string> = {
  fire: "Fire protection (212 h in 28 days)",
  law_enforcement: "Law enforcement (171 h in 28 days)",
};
/** Hours in a 28-day work period after which overtime is due (29 CFR 553.230). */
export const FLSA_HOURS_PER_28_DAYS: Record<FlsaStandard, number> = { fire: 212, law_enforcement: 171 };
export const FLSA_MIN_PERIOD_DAYS = 7;
export const FLSA_MAX_PERIOD_DAYS = 28;

/** The overtime threshold for a work period of `days` days, rounded as the Department of Labor tables do. */
export function flsaThresholdHours(standard: FlsaStandard, days: number): number {
  return Math.round((FLSA_HOURS_PER_28_DAYS[standard] * days) / 28);
}

// Agency staffing settings: the defaults an agency starts with (one row per agency, created on first save) -----

export const STAFFING_SETTINGS_DEFAULTS = {
  tradesRequireApproval: true,
  fatigueLimitHours: 48,
  callbackMethod: "hours" as CallbackMethod,
  callbackMode: "one_at_a_time" as CallbackMode,
  callbackResponseMinutes: 30,
  /** The roles a call-back offers shifts to: the members who work shifts, not the admins (decision 022). */
  callbackRoles: ["officer", "firefighter", "emt"] as Role[],
  leaveMaxConcurrent: null as number | null,
  leaveMinNoticeDays: 0,
  leaveBlockedDates: [] as string[],
  flsaPeriodDays: FLSA_MAX_PERIOD_DAYS,
  flsaPeriodStart: null as string | null,
  flsaStandard: "fire" as FlsaStandard,
};

// Minimum staffing ----------------------------------------------------------------------------------------
// (the schemas below import zod and the scheduling / role vocabularies; kept at the end of the file so the
// constants above stay readable on their own)

/** A rule asks for at most this many people in its frame. */
export const MAX_MINIMUM_STAFF = 999;
/** GET /api/staffing/gaps answers at most this many days at a time. */
export const MAX_GAP_RANGE_DAYS = 92;
/** The Staffing tab lists the gaps of today and the days after it, this many in all. */
export const UPCOMING_GAP_DAYS = 14;

export const STAFFING_MESSAGES = {
  name: "Name is required",
  minimumStaff: "Minimum staff is required",
  minimumStaffRange: `Minimum staff must be a whole number from 0 to ${MAX_MINIMUM_STAFF}`,
  startTime: "Start time is required (HH:mm)",
  endTime: "End time is required (HH:mm)",
  equipment: "Choose a vehicle of your agency",
  station: "Choose a station of your agency",
  position: "Choose a riding position of the chosen apparatus",
  notVehicle: "Only a vehicle can be an apparatus",
  notFound: "Staffing rule not found",
  startDate: "Start date is required",
  endDate: "End date is required",
  endBeforeStart: "End date must be on or after the start date",
  rangeTooLong: `Gaps can be listed for at most ${MAX_GAP_RANGE_DAYS} days at a time`,
  periodDays: `A work period is ${FLSA_MIN_PERIOD_DAYS} to ${FLSA_MAX_PERIOD_DAYS} days`,
  created: "Staffing rule created",
  updated: "Staffing rule updated",
  deleted: "Staffing rule deleted",
  settingsSaved: "Staffing settings saved",
  callbackRoles: "Choose at least one role to call back",
  deleteConfirm: "Delete this staffing rule? Gaps it finds will no longer be shown.",
  noRules: "No staffing rules yet",
  noGaps: "No staffing gaps in the next 14 days",
  removalOpensGap: "This leaves the schedule short.",
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (message: string) => z.string({ error: message }).trim().regex(HH_MM, message);

/** A whole number from a number or a numeric form string; null when blank. */
const wholeNumberInput = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((v) =>
      v === null || v === undefined || (typeof v === "string" && !v.trim()) ? null : Number(v),
    )
    .refine((v) => v === null || (Number.isInteger(v) && v >= min && v <= max), message);

/** Fields of a staffing rule, as the form holds them and POST/PATCH /api/staffing/rules receive them. */
export const staffingRuleFields = {
  name: requiredText(STAFFING_MESSAGES.name),
  /** Null or absent with an apparatus: the apparatus's crew size. */
  minimumStaff: wholeNumberInput(0, MAX_MINIMUM_STAFF, STAFFING_MESSAGES.minimumStaffRange),
  startTime: timeOfDay(STAFFING_MESSAGES.startTime),
  endTime: timeOfDay(STAFFING_MESSAGES.endTime),
  /** Days the frame starts on; absent or empty: every day. */
  daysOfWeek: z
    .array(z.enum(DAYS_OF_WEEK))
    .max(7)
    .nullish()
    .transform((v) => (v ? DAYS_OF_WEEK.filter((d) => v.includes(d)) : [])),
  role: z
    .union([z.enum(ROLES), z.literal(""), z.literal("none")])
    .nullish()
    .transform((v) => (v && v !== "none" ? v : null)),
  /** A certification name (compliance), matched without regard to case. */
  qualification: optionalText(),
  equipmentId: optionalId(STAFFING_MESSAGES.equipment),
  /** Only shifts at this station count. */
  stationId: optionalId(STAFFING_MESSAGES.station),
  /** Only shifts riding this seat count; it fixes the apparatus ("Engine 1 needs a driver"). */
  positionId: optionalId(STAFFING_MESSAGES.position),
};

export const staffingRuleSchema = z.object(staffingRuleFields).superRefine((v, ctx) => {
  if (v.minimumStaff === null && !v.equipmentId)
    ctx.addIssue({ code: "custom", message: STAFFING_MESSAGES.minimumStaff, path: ["minimumStaff"] });
});
export type StaffingRuleInput = z.input<typeof staffingRuleSchema>;
export type StaffingRuleValues = z.output<typeof staffingRuleSchema>;

/** PATCH /api/staffing/rules/{id}: any of the fields. */
export const staffingRuleUpdateSchema = z.object(staffingRuleFields).partial();
export type StaffingRuleUpdateInput = z.input<typeof staffingRuleUpdateSchema>;

/** A staffing rule as the API answers it. */
export const staffingRuleDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  minimumStaff: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** Empty: every day. */
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  role: z.enum(ROLES).nullable(),
  qualification: z.string().nullable(),
  equipmentId: z.string().nullable(),
  equipmentName: z.string().nullable(),
  stationId: z.string().nullable(),
  stationName: z.string().nullable(),
  positionId: z.string().nullable(),
  positionName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffingRule = z.infer<typeof staffingRuleDtoSchema>;
export const staffingRuleListSchema = z.array(staffingRuleDtoSchema);

const dayParam = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => v === "" || isDateString(v), INVALID_DATE);

/** GET /api/staffing/gaps. `withoutShiftId`: the gaps as they would be without that shift. */
export const staffingGapsQuerySchema = z
  .object({
    startDate: dayParam(STAFFING_MESSAGES.startDate),
    endDate: dayParam(STAFFING_MESSAGES.endDate),
    withoutShiftId: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    if (!isDateString(v.startDate) || !isDateString(v.endDate)) return;
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", message: STAFFING_MESSAGES.endBeforeStart, path: ["endDate"] });
    else if (
      (Date.parse(`${v.endDate}T00:00:00Z`) - Date.parse(`${v.startDate}T00:00:00Z`)) / 86_400_000 + 1 >
      MAX_GAP_RANGE_DAYS
    )
      ctx.addIssue({ code: "custom", message: STAFFING_MESSAGES.rangeTooLong, path: ["endDate"] });
  });
export type StaffingGapsQuery = z.infer<typeof staffingGapsQuerySchema>;

/** A stretch of time in which a rule has fewer people than it asks for. */
export const staffingGapSchema = z.object({
  /** ISO 8601, UTC; the gap is [start, end). */
  start: z.string(),
  end: z.string(),
  /** The day (yyyy-MM-dd, agency zone) the rule's frame starts on. */
  date: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  needed: z.number(),
  have: z.number(),
  /**
   * "Needs 1 more EMT on Engine 1", "Needs 2 more people", "Needs 1 more holder of Paramedic",
   * "Needs 1 more holder of Driver/Operator on Engine 1 · Driver/Operator", "Needs 2 more people at Station 2".
   */
  text: z.string(),
});
export type StaffingGap = z.infer<typeof staffingGapSchema>;
export const staffingGapListSchema = z.array(staffingGapSchema);

/** The shortfall text of a gap: who is missing, and the seat ("on Engine 1 · Driver") or station ("at Station 2"). */
export function staffingGapText(
  missing: number,
  filter: {
    roleLabel?: string | null;
    qualification?: string | null;
    equipmentName?: string | null;
    positionName?: string | null;
    stationName?: string | null;
  },
): string {
  const many = missing !== 1;
  let who: string;
  if (filter.roleLabel) who = many ? `${filter.roleLabel}s` : filter.roleLabel;
  else if (filter.qualification) who = `${many ? "holders" : "holder"} of ${filter.qualification}`;
  else who = many ? "people" : "person";
  if (filter.roleLabel && filter.qualification) who += ` holding ${filter.qualification}`;
  const seat = filter.equipmentName ? seatLabel(filter) : null;
  const where = seat ? ` on ${seat}` : "";
  const at = filter.stationName ? ` at ${filter.stationName}` : "";
  return `Needs ${missing} more ${who}${where}${at}`;
}

/** GET /api/staffing/settings: every setting, the shared defaults where the agency has not saved one. */
export const staffingSettingsSchema = z.object({
  tradesRequireApproval: z.boolean(),
  fatigueLimitHours: z.number(),
  callbackMethod: z.enum(CALLBACK_METHODS),
  callbackMode: z.enum(CALLBACK_MODES),
  callbackResponseMinutes: z.number(),
  /** The roles a call-back offers shifts to (admins off by default). */
  callbackRoles: z.array(z.enum(ROLES)),
  /** Null: no limit on members away at once. */
  leaveMaxConcurrent: z.number().nullable(),
  leaveMinNoticeDays: z.number(),
  leaveBlockedDates: z.array(z.string()),
  flsaPeriodDays: z.number(),
  /** Null: 1 January of this year. */
  flsaPeriodStart: z.string().nullable(),
  flsaStandard: z.enum(FLSA_STANDARDS),
});
export type StaffingSettings = z.infer<typeof staffingSettingsSchema>;

const requiredWhole = (min: number, max: number, message: string) =>
  wholeNumberInput(min, max, message).refine((v) => v !== null, message);

/** PATCH /api/staffing/settings: any of the settings. */
export const staffingSettingsUpdateSchema = z
  .object({
    tradesRequireApproval: z.boolean(),
    fatigueLimitHours: requiredWhole(1, 24 * 14, "Fatigue limit must be from 1 to 336 hours"),
    callbackMethod: z.enum(CALLBACK_METHODS),
    callbackMode: z.enum(CALLBACK_MODES),
    callbackResponseMinutes: requiredWhole(1, 24 * 60, "Response time must be from 1 to 1440 minutes"),
    callbackRoles: z
      .array(z.enum(ROLES, { error: STAFFING_MESSAGES.callbackRoles }), {
        error: STAFFING_MESSAGES.callbackRoles,
      })
      .min(1, STAFFING_MESSAGES.callbackRoles)
      // In the roles' own order, each once.
      .transform((v) => ROLES.filter((r) => v.includes(r))),
    leaveMaxConcurrent: wholeNumberInput(
      0,
      9999,
      "Must be a whole number of 0 or more, or empty for no limit",
    ),
    leaveMinNoticeDays: requiredWhole(0, 365, "Minimum notice must be from 0 to 365 days"),
    leaveBlockedDates: z
      .array(z.string().trim().refine(isDateString, INVALID_DATE))
      .max(366)
      .transform((v) => [...new Set(v)].sort()),
    flsaPeriodDays: requiredWhole(FLSA_MIN_PERIOD_DAYS, FLSA_MAX_PERIOD_DAYS, STAFFING_MESSAGES.periodDays),
    flsaPeriodStart: z
      .string({ error: INVALID_DATE })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isDateString(v), INVALID_DATE),
    flsaStandard: z.enum(FLSA_STANDARDS),
  })
  .partial();
export type StaffingSettingsUpdateInput = z.input<typeof staffingSettingsUpdateSchema>;
export type StaffingSettingsUpdateValues = z.output<typeof staffingSettingsUpdateSchema>;

export const CALLBACK_METHOD_LABELS: Record<CallbackMethod, string> = {
  hours: "Fewest hours first",
  rotating: "Rotating list",
};
export const CALLBACK_MODE_LABELS: Record<CallbackMode, string> = {
  one_at_a_time: "One member at a time",
  all_at_once: "All eligible members at once",
};
