/**
 * FLSA section 7(k) work periods (29 U.S.C. 207(k); shared/reference/staffing.md): the work period arithmetic,
 * the report, the member's own line, the projection behind the shift form's warning, and the exemption flag.
 * The standards, the 28-day hours and the threshold rule are in ./staffing (one home per rule).
 */
import { z } from "zod";
import { addDaysToIsoDate, daysBetweenIsoDates, isIsoDate } from "./compliance";
import { ROLES } from "./roles";
import { isDateTimeString } from "./scheduling";
import { FLSA_STANDARDS, type FlsaStandard, flsaThresholdHours } from "./staffing";

/** 29 U.S.C. 213(b)(20): fewer than this many fire (or law enforcement) employees, no overtime is due for them. */
export const FLSA_SMALL_AGENCY_MEMBERS = 5;

export const FLSA_MESSAGES = {
  tab: "FLSA 7(k)",
  periodStart: "Period start must be a date (yyyy-MM-dd)",
  periodOutOfRange: "Choose a work period between 1900 and 9999",
  userId: "Choose a member of your agency",
  memberNotFound: "Member not found",
  startTime: "Start time is required",
  endTime: "End time is required",
  endAfterStart: "End time must be after start time",
  exempt: "Exempt must be true or false",
  accessDenied: "Only officers and admins can see the FLSA report",
  exemptMarked: "Member marked exempt",
  exemptCleared: "Member counted for overtime",
  exemptFailed: "The exemption could not be changed",
  empty: "No hours in this work period",
  emptyHint:
    "Hours appear here as members work shifts: punches from the time clock, else the scheduled times.",
  smallAgencyNote: `Fewer than ${FLSA_SMALL_AGENCY_MEMBERS} non-exempt members worked in this work period. Under 29 U.S.C. 213(b)(20), a public agency with fewer than ${FLSA_SMALL_AGENCY_MEMBERS} fire protection (or law enforcement) employees in the workweek owes them no overtime; the figures below are still computed.`,
  scheduledNote: "Scheduled: hours of shifts without both punches, counted at their scheduled times.",
  exemptNote: "Exempt members are listed with their hours but never accrue overtime.",
} as const;

/** "2026-03-04 is not the first day of a work period; the nearest is 2026-03-01" */
export const notPeriodBoundaryMessage = (periodStart: string, nearest: string) =>
  `${periodStart} is not the first day of a work period; the nearest is ${nearest}`;

/** The shift form's warning: "This assignment puts Jordan Kim at 218 h of 212 in the work period ending Mar 28, 2026". */
export const overThresholdMessage = (name: string, hours: number, threshold: number, periodEnd: string) =>
  `This assignment puts ${name} at ${formatHours(hours)} h of ${threshold} in the work period ending ${periodEnd}`;

/** Hours as the report shows them: whole when whole, else up to two decimals (218, 7.5, 12.25). */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** Whole minutes → hours with two decimals at most. */
export const minutesToFlsaHours = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

// -------------------------------------------------------------------------------------------------------
// Work periods: every `days` days from an anchor day, counted on the agency's calendar
// -------------------------------------------------------------------------------------------------------

export type WorkPeriod = {
  /** The first day (yyyy-MM-dd). */
  start: string;
  /** The last day (yyyy-MM-dd), inclusive. */
  end: string;
  days: number;
};

const floorMod = (n: number, m: number) => ((n % m) + m) % m;

const periodFrom = (start: string, days: number): WorkPeriod => ({
  start,
  end: addDaysToIsoDate(start, days - 1),
  days,
});

/** The work period holding `day`, for periods of `days` days starting at `anchor` (and every `days` before and after). */
export function workPeriodContaining(anchor: string, days: number, day: string): WorkPeriod {
  const offset = floorMod(daysBetweenIsoDates(anchor, day), days);
  return periodFrom(addDaysToIsoDate(day, -offset), days);
}

/** Whether `day` is the first day of a work period. */
export function isWorkPeriodStart(anchor: string, days: number, day: string): boolean {
  return floorMod(daysBetweenIsoDates(anchor, day), days) === 0;
}

/** The first day of a work period nearest to `day` (the earlier one on a tie). */
export function nearestWorkPeriodStart(anchor: string, days: number, day: string): string {
  const before = workPeriodContaining(anchor, days, day).start;
  const after = addDaysToIsoDate(before, days);
  return daysBetweenIsoDates(before, day) <= daysBetweenIsoDates(day, after) ? before : after;
}

/** The period `count` periods after (negative: before) the one given. */
export const stepWorkPeriod = (period: WorkPeriod, count: number) =>
  periodFrom(addDaysToIsoDate(period.start, count * period.days), period.days);

/** Overtime hours: what passes the threshold; none for an exempt member. */
export function flsaOvertimeHours(hoursWorked: number, threshold: number, exempt: boolean): number {
  if (exempt) return 0;
  return Math.max(0, Math.round((hoursWorked - threshold) * 100) / 100);
}

// -------------------------------------------------------------------------------------------------------
// Requests
// -------------------------------------------------------------------------------------------------------

const dayField = (message: string) => z.string({ error: message }).refine((v) => isIsoDate(v), message);

/** GET /api/flsa/report, /report.csv and /me: ?periodStart=yyyy-MM-dd (absent: the period holding today). */
export const flsaReportQuerySchema = z.object({
  periodStart: dayField(FLSA_MESSAGES.periodStart).optional(),
});
export type FlsaReportQuery = z.infer<typeof flsaReportQuerySchema>;

const dateTimeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => v === "" || isDateTimeString(v), required);

/**
 * GET /api/flsa/projection: the member, and the shift's times as the shift form holds them (agency-local
 * yyyy-MM-ddTHH:mm, or with an offset). `shiftId`: the shift being edited, left out of the hours before.
 */
export const flsaProjectionQuerySchema = z
  .object({
    userId: z.uuid({ error: FLSA_MESSAGES.userId }),
    startTime: dateTimeField(FLSA_MESSAGES.startTime),
    endTime: dateTimeField(FLSA_MESSAGES.endTime),
    shiftId: z.uuid({ error: "Shift id must be a uuid" }).optional(),
  })
  .strict();
export type FlsaProjectionQuery = z.infer<typeof flsaProjectionQuerySchema>;

/** PATCH /api/flsa/exemptions/{userId} (admins). */
export const flsaExemptionSchema = z.object({ exempt: z.boolean({ error: FLSA_MESSAGES.exempt }) }).strict();
export type FlsaExemptionInput = z.infer<typeof flsaExemptionSchema>;

// -------------------------------------------------------------------------------------------------------
// Answers
// -------------------------------------------------------------------------------------------------------

const periodFields = {
  periodStart: z.string(),
  /** The period's last day, inclusive. */
  periodEnd: z.string(),
  periodDays: z.number().int(),
  standard: z.enum(FLSA_STANDARDS),
  /** Overtime is due after this many hours in the period. */
  threshold: z.number(),
};

export const flsaMemberLineSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  exempt: z.boolean(),
  /** Every hour counted in the period (punched plus scheduled). */
  hoursWorked: z.number(),
  /** Hours of shifts with both time clock punches. */
  punchedHours: z.number(),
  /** Hours of shifts without both punches, counted at their scheduled times (marked so on screen). */
  scheduledHours: z.number(),
  overtimeHours: z.number(),
});
export type FlsaMemberLine = z.infer<typeof flsaMemberLineSchema>;

export const flsaReportSchema = z.object({
  ...periodFields,
  /** Non-exempt members with hours in the period: fewer than 5 brings the 213(b)(20) note. */
  nonExemptMembers: z.number().int(),
  smallAgency: z.boolean(),
  members: z.array(flsaMemberLineSchema),
  totals: z.object({ hoursWorked: z.number(), overtimeHours: z.number(), overThreshold: z.number().int() }),
});
export type FlsaReport = z.infer<typeof flsaReportSchema>;

export const flsaMeSchema = z.object({ ...periodFields, member: flsaMemberLineSchema });
export type FlsaMe = z.infer<typeof flsaMeSchema>;

export const flsaProjectionSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  threshold: z.number(),
  exempt: z.boolean(),
  hoursBefore: z.number(),
  hoursAfter: z.number(),
  overThreshold: z.boolean(),
});
export type FlsaProjection = z.infer<typeof flsaProjectionSchema>;

export const flsaExemptionResultSchema = z.object({ userId: z.string(), exempt: z.boolean() });
export type FlsaExemptionResult = z.infer<typeof flsaExemptionResultSchema>;

/** The threshold of a standard and period length, with the standard named: "212 h in 28 days". */
export const thresholdLabel = (standard: FlsaStandard, days: number) =>
  `${flsaThresholdHours(standard, days)} h in ${days} days`;
