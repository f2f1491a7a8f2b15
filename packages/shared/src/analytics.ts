/**
 * Advanced Analytics (Pro): the charts a chief takes to the council, each with its table and CSV. Every
 * chart reads `GET /api/analytics/{chart}?from&to[&filters]` and answers `{ rows }`, the figures it draws.
 */
import { z } from "zod";
import { isIsoDate } from "./compliance";
import { BUDGET_CATEGORIES } from "./finance";
import { INCIDENT_TYPES } from "./incidents";
import { ISO_CATEGORIES } from "./training";

export const ANALYTICS_CHARTS = [
  "response-times",
  "incident-volume",
  "overtime",
  "staffing-gaps",
  "compliance",
  "training-hours",
  "budget",
] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

/** The charts that read every shift of their range, whose figures the server keeps per chunk (decision 029). */
export const CACHED_ANALYTICS_CHARTS = [
  "overtime",
  "staffing-gaps",
] as const satisfies readonly AnalyticsChart[];
export type CachedAnalyticsChart = (typeof CACHED_ANALYTICS_CHARTS)[number];

export const ANALYTICS_CHART_LABELS: Record<AnalyticsChart, string> = {
  "response-times": "Response times",
  "incident-volume": "Incident volume",
  overtime: "Overtime",
  "staffing-gaps": "Staffing gaps",
  compliance: "Certification compliance",
  "training-hours": "Training hours against ISO targets",
  budget: "Budget against actual",
};

/** The longest range a chart covers (10 years), and the default: the 12 months up to today. */
export const ANALYTICS_MAX_YEARS = 10;
export const ANALYTICS_DEFAULT_MONTHS = 12;

export const ANALYTICS_MESSAGES = {
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  rangeOrder: "The start date must be on or before the end date",
  rangeTooLong: `The range can be at most ${ANALYTICS_MAX_YEARS} years`,
  accessDenied: "Analytics are for officers and admins.",
  empty: "No data in this range",
  noRequired: "No required certifications",
  noRequiredText: "Compliance is plotted once Compliance lists certifications your members must hold.",
  noTrainingHours: "No training hours yet",
  noTrainingHoursText: "Completed training in this range appears here against the ISO targets.",
} as const;

export const RESPONSE_GROUPS = ["month", "type", "station"] as const;
export type ResponseGroup = (typeof RESPONSE_GROUPS)[number];
export const RESPONSE_GROUP_LABELS: Record<ResponseGroup, string> = {
  month: "By month",
  type: "By incident type",
  station: "By station",
};
/** The station of an incident with no apparatus recorded (or apparatus without a home location). */
export const NO_STATION = "No apparatus recorded";

const isoDate = z
  .string()
  .trim()
  .refine((v) => isIsoDate(v), ANALYTICS_MESSAGES.invalidDate)
  .optional();

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** What is wrong with a range (the message for `from`), or null: from ≤ to, at most 10 years. */
export function analyticsRangeIssue(from: string, to: string): string | null {
  if (from > to) return ANALYTICS_MESSAGES.rangeOrder;
  if (dayCount(from, to) > 366 * ANALYTICS_MAX_YEARS) return ANALYTICS_MESSAGES.rangeTooLong;
  return null;
}

function checkRange(v: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const issue = v.from && v.to ? analyticsRangeIssue(v.from, v.to) : null;
  if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["from"] });
}

const rangeFields = { from: isoDate, to: isoDate };

/** ?from&to (inclusive calendar days in the agency's zone; absent: the 12 months up to today). */
export const analyticsRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

/** Response times and incident volume also filter by incident type; response times group by month, type or station. */
export const incidentAnalyticsQuerySchema = z
  .object({
    ...rangeFields,
    incidentType: z.enum(INCIDENT_TYPES).optional(),
    groupBy: z.enum(RESPONSE_GROUPS).default("month"),
  })
  .superRefine(checkRange);
export type IncidentAnalyticsQuery = z.infer<typeof incidentAnalyticsQuerySchema>;

const seconds = z.number().nullable();

/** Seconds, median and 90th percentile of each phase: call to dispatch, en route (turnout), on scene (total). */
export const responseTimeRowSchema = z.object({
  /** yyyy-MM, an incident type or a station name. */
  group: z.string(),
  /** The group as shown: the type's label, the station, the month. */
  label: z.string(),
  count: z.number().int(),
  dispatchMedian: seconds,
  dispatchP90: seconds,
  enRouteMedian: seconds,
  enRouteP90: seconds,
  onSceneMedian: seconds,
  onSceneP90: seconds,
});
export type ResponseTimeRow = z.infer<typeof responseTimeRowSchema>;

/** Incidents per type, day of week (0 Sunday .. 6 Saturday) and hour (0..23) in the agency's zone; empty cells left out. */
export const incidentVolumeRowSchema = z.object({
  incidentType: z.enum(INCIDENT_TYPES),
  dayOfWeek: z.number().int(),
  hour: z.number().int(),
  count: z.number().int(),
});
export type IncidentVolumeRow = z.infer<typeof incidentVolumeRowSchema>;

/** FLSA overtime per member and month (the month its work period ends in), and what it costs at 1.5 × the rate. */
export const overtimeRowSchema = z.object({
  month: z.string(),
  userId: z.string(),
  name: z.string(),
  overtimeHours: z.number(),
  /** Cents: overtime hours × 1.5 × the member's average hourly rate on the period's shifts (0 without one). */
  costCents: z.number().int(),
});
export type OvertimeRow = z.infer<typeof overtimeRowSchema>;

export const staffingGapRowSchema = z.object({
  month: z.string(),
  gaps: z.number().int(),
  /** Gap length × people missing, in hours. */
  personHours: z.number(),
  /** Gap length alone, in hours. */
  hours: z.number(),
});
export type StaffingGapRow = z.infer<typeof staffingGapRowSchema>;

/** At each month's end (the range's end for the last month): members holding every required certification valid that day. */
export const complianceRowSchema = z.object({
  month: z.string(),
  date: z.string(),
  members: z.number().int(),
  /** Members some certification is required of (their role's, or everyone's): none, nothing to plot. */
  required: z.number().int(),
  compliant: z.number().int(),
  /** 0..100, one decimal; null without members. */
  percent: z.number().nullable(),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

/** Completed training hours per ISO category in the range against the yearly targets prorated to the range. */
export const trainingHoursRowSchema = z.object({
  category: z.enum(ISO_CATEGORIES),
  hours: z.number(),
  targetHours: z.number(),
  members: z.number().int(),
});
export type TrainingHoursRow = z.infer<typeof trainingHoursRowSchema>;

/** Budgets of the fiscal years the range touches against approved expenses dated in the range, per category (cents). */
export const budgetRowSchema = z.object({
  category: z.enum(BUDGET_CATEGORIES),
  budgetedCents: z.number().int(),
  actualCents: z.number().int(),
});
export type BudgetRow = z.infer<typeof budgetRowSchema>;

const answer = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ from: z.string(), to: z.string(), rows: z.array(row) });

export const responseTimesSchema = answer(responseTimeRowSchema);
export const incidentVolumeSchema = answer(incidentVolumeRowSchema);
export const overtimeSchema = answer(overtimeRowSchema);
export const staffingGapsSchema = answer(staffingGapRowSchema);
export const complianceTrendSchema = answer(complianceRowSchema);
export const trainingHoursSchema = answer(trainingHoursRowSchema);
export const budgetActualSchema = answer(budgetRowSchema);

export type AnalyticsAnswer<Row> = { from: string; to: string; rows: Row[] };

export const DAY_OF_WEEK_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
