import { z } from "zod";
import { optionalText, requiredText } from "./fields";
import { type PayPeriod, type PayPeriodSettings, payPeriodOf } from "./pay";
import { ROLES } from "./roles";
import { SHIFT_PAYMENT_STATUSES, SHIFT_STATUSES, type ShiftPaymentStatus } from "./scheduling";
import { isoInstantSchema, timestampSchema } from "./timestamps";

/**
 * Time clock and payroll: the spec's texts (01 §2, §8), the check-in window, and the money and hours
 * arithmetic the server and the web app must agree on. Money is integer cents; worked time whole minutes.
 */

/** A member may check in from this long before a shift starts until it ends. */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 120;
/**
 * A check-in or check-out replayed from a device's offline queue carries the moment it was made (`at`). It is
 * believed within these bounds of the server's clock: a little ahead (a device clock running fast), and up to
 * a day behind (a device offline for a shift).
 */
export const CLOCK_AT_MAX_AHEAD_MINUTES = 2;
export const CLOCK_AT_MAX_AGE_HOURS = 24;
/** The longest reason for a late start or an early end (the time-clock rules). */
export const CLOCK_REASON_MAX = 2000;
/** Spec 01 §9: the current shift is polled every 30 s. */
export const CURRENT_SHIFT_POLL_MS = 30_000;

export const TIME_CLOCK_MESSAGES = {
  currentlyOnDuty: "Currently On Duty",
  notOnDuty: "Not currently on duty",
  checkIn: "Check In",
  checkOut: "Check Out",
  checkedInTitle: "Checked in successfully",
  checkedInDescription: "You are now on duty.",
  checkedOutTitle: "Checked out successfully",
  checkInFailedTitle: "Check-in failed",
  checkInFailedFallback: "Failed to check into shift",
  checkOutFailedTitle: "Check-out failed",
  checkOutFailedFallback: "Failed to check out of shift",
  // Server refusals.
  shiftNotFound: "Shift not found",
  notOwnShift: "You can only check in to your own shifts",
  notOwnShiftCheckOut: "You can only check out of your own shifts",
  notScheduled: "Only a scheduled shift can be checked in to",
  alreadyOnDuty: "You are already checked in to another shift",
  shiftEnded: "This shift has already ended",
  notCheckedIn: "You are not checked in to this shift",
  /** A check-in made offline, shown on duty until the server has it. */
  // The time a check-in or check-out was made on the device (`at`).
  atInvalid: "The time must be an ISO 8601 date and time with a time zone",
  atAhead: `The time cannot be more than ${CLOCK_AT_MAX_AHEAD_MINUTES} minutes ahead of the server's clock`,
  atTooOld: `The time cannot be more than ${CLOCK_AT_MAX_AGE_HOURS} hours ago`,
  checkOutBeforeCheckIn: "The check-out time must be after the check-in time",
} as const;

/**
 * The optional body of a check-in or check-out: `at`, when the member pressed the button (an offline queue
 * sends it later). Without it (or without a body) the moment is the server's now.
 */
export const clockActionSchema = z
  .object({
    at: isoInstantSchema(TIME_CLOCK_MESSAGES.atInvalid).optional(),
    /** Why the member starts late or ends early, where the agency's rules ask for one (timeClockSettingsSchema). */
    reason: optionalText(CLOCK_REASON_MAX),
    /** The device's location when pressed, where the agency limits punches to near the station. */
    position: z
      .object({
        latitude: z.number({ error: "Latitude is a number from -90 to 90" }).min(-90).max(90),
        longitude: z.number({ error: "Longitude is a number from -180 to 180" }).min(-180).max(180),
        /** The device's own estimate of its error, meters. */
        accuracy: z.number().min(0).max(100_000).optional(),
      })
      .optional(),
    /** An officer punching for the member: why (the check-in distance rule does not apply to it). */
    overrideReason: optionalText(CLOCK_REASON_MAX),
  })
  .nullish();
export type ClockActionInput = z.input<typeof clockActionSchema>;

/** "Shift completed. Total time: 7.3 hours." */
export const checkedOutDescription = (totalHours: number) =>
  `Shift completed. Total time: ${totalHours.toFixed(1)} hours.`;

/** The refusal for an early check-in names the moment check-in opens (already in the agency's zone). */
export const checkInOpensMessage = (opensAt: string) =>
  `Check-in for this shift opens at ${opensAt}, 2 hours before it starts`;

/** Pay for one shift: rate × minutes / 60, rounded half up to the cent once, in integer arithmetic. */
export function shiftPayCents(hourlyRateCents: number, minutes: number): number {
  // Both are non-negative integers far below 2^53, so the product and the division stay exact.
  return Math.floor((hourlyRateCents * minutes + 30) / 60);
}

/** Hours worked with two decimals, from whole minutes, without floating-point drift (440 → "7.33"). */
export function minutesToHoursFixed2(minutes: number): string {
  const hundredths = Math.floor((minutes * 100 + 30) / 60);
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

// -------------------------------------------------------------------------------------------------------
// Pay periods
// -------------------------------------------------------------------------------------------------------

export const PAY_PERIOD_DAYS = 14;
/** Two-week pay periods are counted from this Monday. */
export const PAY_PERIOD_ANCHOR = "2024-01-01";
/** The longest range one payroll query may cover. */
export const PAYROLL_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * Where an agency has not set its pay periods (Settings → Pay Periods): two weeks, the periods counted from the
 * anchor. Counted from Monday, January 1, 1900 (45,290 days, 3,235 periods, before the anchor) so every day
 * from 1900 on has one.
 */
export const DEFAULT_PAY_PERIODS: PayPeriodSettings = { kind: "biweekly", firstDay: "1900-01-01" };

/**
 * The pay period holding `today` (yyyy-MM-dd in the agency's zone): its first and last day, by the agency's pay
 * periods (before their first day, and where none are set, by the two-week default).
 */
export function payPeriodContaining(
  today: string,
  settings: PayPeriodSettings | null = DEFAULT_PAY_PERIODS,
): { startDate: string; endDate: string } {
  const period =
    (settings && payPeriodOf(settings, today)) ?? (payPeriodOf(DEFAULT_PAY_PERIODS, today) as PayPeriod);
  return { startDate: period.start, endDate: period.end };
}

/** yyyy-MM-dd plus `days` calendar days. */
export const addDaysToDate = (date: string, days: number) => isoDay(dayMs(date) + days * DAY_MS);

/** The period `count` periods before (negative) or after (positive) the one holding `startDate`. */
export function shiftPayPeriod(
  startDate: string,
  count: number,
  settings: PayPeriodSettings | null = DEFAULT_PAY_PERIODS,
): { startDate: string; endDate: string } {
  let period = payPeriodContaining(startDate, settings);
  for (let i = 0; i < Math.abs(count); i++)
    period = payPeriodContaining(
      count > 0 ? addDaysToDate(period.endDate, 1) : addDaysToDate(period.startDate, -1),
      settings,
    );
  return period;
}

// -------------------------------------------------------------------------------------------------------
// Payroll requests
// -------------------------------------------------------------------------------------------------------

export const PAYROLL_MESSAGES = {
  startDateRequired: "Start date is required",
  endDateRequired: "End date is required",
  startDate: "Start date must be a date (yyyy-MM-dd)",
  endDate: "End date must be a date (yyyy-MM-dd)",
  endBeforeStart: "End date must be on or after the start date",
  rangeTooLong: `The period can be at most ${PAYROLL_MAX_DAYS} days`,
  paymentStatus: "Payment status must be pending, approved or paid",
  shiftIds: "Select at least one shift",
  tooManyShifts: "At most 1000 shifts can be changed at once",
  notPaidShift: "Only paid shifts have a payment status",
  accessDenied: "You need admin access to view payroll",
  empty: "No paid shifts completed in this period",
  approved: "Payments approved",
  markedPaid: "Shifts marked paid",
  updateFailed: "Failed to update payment status",
} as const;

/** One check, so the calendar test never runs on text that is not yyyy-MM-dd (it would throw). */
const dateString = (message: string) =>
  z.string({ error: message }).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const ms = dayMs(value); // NaN for a month 13 or day 45
    return Number.isFinite(ms) && isoDay(ms) === value;
  }, message);

export const payrollQuerySchema = z
  .object({
    startDate: dateString(PAYROLL_MESSAGES.startDate).optional(),
    endDate: dateString(PAYROLL_MESSAGES.endDate).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, {
    message: PAYROLL_MESSAGES.endBeforeStart,
    path: ["endDate"],
  })
  .refine(
    (q) => !q.startDate || !q.endDate || (dayMs(q.endDate) - dayMs(q.startDate)) / DAY_MS < PAYROLL_MAX_DAYS,
    { message: PAYROLL_MESSAGES.rangeTooLong, path: ["endDate"] },
  );
export type PayrollQuery = z.infer<typeof payrollQuerySchema>;

const paymentStatus = z.enum(SHIFT_PAYMENT_STATUSES, { error: PAYROLL_MESSAGES.paymentStatus });

export const paymentStatusUpdateSchema = z.object({ paymentStatus });

export const bulkPaymentStatusSchema = z.object({
  shiftIds: z
    .array(z.uuid({ error: PAYROLL_MESSAGES.shiftIds }), { error: PAYROLL_MESSAGES.shiftIds })
    .min(1, PAYROLL_MESSAGES.shiftIds)
    .max(1000, PAYROLL_MESSAGES.tooManyShifts),
  paymentStatus,
});
export type BulkPaymentStatusInput = z.infer<typeof bulkPaymentStatusSchema>;

// -------------------------------------------------------------------------------------------------------
// Answers (times as ISO strings, the way the web app receives them)
// -------------------------------------------------------------------------------------------------------

/**
 * What the time-clock rules add to a punched shift: the punches rounded (null: no rounding when punched; the raw
 * punches stay in actualStartTime / actualEndTime), the member's reasons, and the automatic clock-out's mark.
 */
const clockRuleFields = {
  roundedStartTime: timestampSchema.nullable(),
  roundedEndTime: timestampSchema.nullable(),
  lateStartReason: z.string().nullable(),
  earlyEndReason: z.string().nullable(),
  /** Clocked out by the time clock at the scheduled end (the member was still checked in past the grace). */
  autoClockedOut: z.boolean(),
  /** An automatic clock-out no admin has reviewed yet. */
  needsReview: z.boolean(),
};

/** A shift as the time clock shows it (check-in, check-out, current shift, today's shifts). */
export const timeClockShiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string().nullable(),
  startTime: timestampSchema,
  endTime: timestampSchema,
  assignment: z.string().nullable(),
  status: z.enum(SHIFT_STATUSES),
  checkedIn: z.boolean(),
  actualStartTime: timestampSchema.nullable(),
  actualEndTime: timestampSchema.nullable(),
  /** Whole minutes between actual start and end, once checked out. */
  totalMinutes: z.number().int().nullable(),
  /** totalMinutes in hours with one decimal. */
  totalHours: z.number().nullable(),
  isPaid: z.boolean(),
  hourlyRateCents: z.number().int().nullable(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  ...clockRuleFields,
});
export type TimeClockShift = z.input<typeof timeClockShiftSchema>;

/** GET /api/time-clock/today: the member's shifts overlapping today in the agency's zone. */
export const todaysShiftsSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  shifts: z.array(timeClockShiftSchema),
});
export type TodaysShifts = z.input<typeof todaysShiftsSchema>;

export const payrollShiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  assignment: z.string().nullable(),
  startTime: timestampSchema,
  endTime: timestampSchema,
  actualStartTime: timestampSchema.nullable(),
  actualEndTime: timestampSchema.nullable(),
  /** The agency-zone date the shift is counted on (its actual start). */
  date: z.string(),
  minutes: z.number().int(),
  hourlyRateCents: z.number().int(),
  payCents: z.number().int(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  ...clockRuleFields,
  /** Punches an officer made for the member, with who and why. */
  punchedBy: z.array(
    z.object({ punch: z.enum(["checkIn", "checkOut"]), byName: z.string(), reason: z.string() }),
  ),
});
export type PayrollShift = z.input<typeof payrollShiftSchema>;

export const payrollMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  shiftCount: z.number().int(),
  minutes: z.number().int(),
  payCents: z.number().int(),
  shifts: z.array(payrollShiftSchema),
});
export type PayrollMember = z.input<typeof payrollMemberSchema>;

/** Pay in cents per payment status. */
export const paymentStatusTotalsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  paid: z.number().int(),
} satisfies Record<ShiftPaymentStatus, z.ZodType>);
export type PaymentStatusTotals = z.infer<typeof paymentStatusTotalsSchema>;

/** GET /api/payroll. */
export const payrollReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  members: z.array(payrollMemberSchema),
  totals: z.object({
    memberCount: z.number().int(),
    shiftCount: z.number().int(),
    minutes: z.number().int(),
    payCents: z.number().int(),
    payCentsByStatus: paymentStatusTotalsSchema,
  }),
});
export type PayrollReport = z.input<typeof payrollReportSchema>;

/** PATCH /api/payroll/shifts/{id} and POST /api/payroll/payment-status: the same answer either way. */
export const paymentStatusResultSchema = z.object({
  updated: z.number().int(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  shiftIds: z.array(z.string()),
});
export type PaymentStatusResult = z.infer<typeof paymentStatusResultSchema>;

// -------------------------------------------------------------------------------------------------------
// Time-clock rules (issue 45): rounding, automatic clock-out, reasons, discrepancy notices
// -------------------------------------------------------------------------------------------------------

/** Punches are rounded to 1, 6 (a tenth of an hour) or 15 minutes on the agency's clock. */
export const ROUNDING_INCREMENTS = [1, 6, 15] as const;
export type RoundingIncrement = (typeof ROUNDING_INCREMENTS)[number];
export const ROUNDING_MODES = ["nearest", "up", "down"] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];
/** The longest grace or threshold a rule may have: 12 hours. */
export const CLOCK_RULE_MAX_MINUTES = 720;
/** The check-in distance's bounds, meters: closer than a phone's location is sure of, or a district. */
export const PUNCH_RADIUS_MIN = 25;
export const PUNCH_RADIUS_MAX = 10_000;

export const ROUNDING_INCREMENT_LABELS: Record<`${RoundingIncrement}`, string> = {
  "1": "To the minute",
  "6": "To 6 minutes (a tenth of an hour)",
  "15": "To 15 minutes (a quarter hour)",
};
export const ROUNDING_MODE_LABELS: Record<RoundingMode, string> = {
  nearest: "To the nearest",
  up: "Always up",
  down: "Always down",
};

const ruleMinutesMessage = (what: string) =>
  `${what} must be empty (off) or a whole number of minutes from 0 to ${CLOCK_RULE_MAX_MINUTES}`;

export const TIME_CLOCK_RULE_MESSAGES = {
  title: "Time Clock Rules",
  description:
    "How punches are rounded, when members still checked in are clocked out, and when a reason or a notice is needed.",
  saved: "Time clock rules saved",
  saveFailed: "Time clock rules not saved",
  roundingMinutes: "Choose off, 1, 6 or 15 minutes",
  roundingMode: "Choose nearest, up or down",
  autoClockOutGraceMinutes: ruleMinutesMessage("The grace period"),
  reasonThresholdMinutes: ruleMinutesMessage("The reason threshold"),
  discrepancyThresholdMinutes: ruleMinutesMessage("The discrepancy threshold"),
  punchRadiusMeters: `The check-in distance must be empty (off) or a whole number of meters from ${PUNCH_RADIUS_MIN} to ${PUNCH_RADIUS_MAX}`,
  roundingHelp: "Shown beside the punch, which is kept as it was made. Hours worked count the rounded times.",
  graceHelp:
    "Empty: off. A member still checked in this long after the shift's end is clocked out at the end, marked for review.",
  reasonHelp:
    "Empty: off. A check-in this long after the start, or a check-out this long before the end, needs a reason.",
  discrepancyHelp:
    "Empty: off. Officers are told of a punch this far from the schedule, or of no check-in this long after the start.",
  punchRadiusHelp:
    "Empty: off. Members check in and out only this close to their shift's station (its position in Assets → Stations), by their device's location. An officer can punch for them with a reason.",
  // The check-in distance.
  positionNeeded:
    "Your location is needed to punch at this station: allow location access and try again, or ask an officer to punch for you",
  tooFar: (distance: string, station: string, radius: string) =>
    `You are ${distance} from ${station}; punches are allowed within ${radius}. Ask an officer to punch for you.`,
  notOwnShiftOverride: "Only an officer or admin punches for another member, with a reason",
  overrideTitle: "Punch for this member",
  overrideLabel: "Why are you punching for them?",
  overrideRequired: "Enter why you are punching for this member",
  punchedBy: (name: string, reason: string) => `Punched by ${name}: ${reason}`,
  checkInFor: "Check In for Them",
  checkOutFor: "Check Out for Them",
  checkedInFor: (name: string) => `${name} is checked in`,
  checkedOutFor: (name: string) => `${name} is checked out`,
  // The member's reason.
  reasonLabel: "Reason",
  lateStartTitle: "Reason for a late start",
  earlyEndTitle: "Reason for an early end",
  reasonRequired: "Enter a reason",
  lateStartReasonRequired: (minutes: number) =>
    `A reason is required for a check-in more than ${minutes} minutes after the shift starts`,
  earlyEndReasonRequired: (minutes: number) =>
    `A reason is required for a check-out more than ${minutes} minutes before the shift ends`,
  // Payroll.
  rounded: "Rounded",
  raw: "Punched",
  lateStart: "Late start",
  earlyEnd: "Early end",
  needsReview: "Needs review",
  autoClockedOut: "Clocked out automatically",
  markReviewed: "Mark Reviewed",
  reviewed: "Marked reviewed",
  reviewFailed: "Not marked reviewed",
  notAutoClockedOut: "Only an automatic clock-out is reviewed",
  // Notifications.
  autoClockOutTitle: "Clocked out automatically",
  missedCheckInTitle: "Missing check-in",
  offSchedulePunchTitle: "Punch far from the schedule",
} as const;

const ruleMinutes = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(CLOCK_RULE_MAX_MINUTES, message).nullable();

/** PUT /api/time-clock/settings, and its answer (GET too). Null: the rule is off. */
export const timeClockSettingsSchema = z.object({
  roundingMinutes: z
    .literal(ROUNDING_INCREMENTS, { error: TIME_CLOCK_RULE_MESSAGES.roundingMinutes })
    .nullable(),
  roundingMode: z.enum(ROUNDING_MODES, { error: TIME_CLOCK_RULE_MESSAGES.roundingMode }),
  autoClockOutGraceMinutes: ruleMinutes(TIME_CLOCK_RULE_MESSAGES.autoClockOutGraceMinutes),
  reasonThresholdMinutes: ruleMinutes(TIME_CLOCK_RULE_MESSAGES.reasonThresholdMinutes),
  discrepancyThresholdMinutes: ruleMinutes(TIME_CLOCK_RULE_MESSAGES.discrepancyThresholdMinutes),
  punchRadiusMeters: z
    .number({ error: TIME_CLOCK_RULE_MESSAGES.punchRadiusMeters })
    .int(TIME_CLOCK_RULE_MESSAGES.punchRadiusMeters)
    .min(PUNCH_RADIUS_MIN, TIME_CLOCK_RULE_MESSAGES.punchRadiusMeters)
    .max(PUNCH_RADIUS_MAX, TIME_CLOCK_RULE_MESSAGES.punchRadiusMeters)
    .nullable()
    .default(null),
});
export type TimeClockSettings = z.output<typeof timeClockSettingsSchema>;

/** An officer's punch for a member: why. */
export const punchOverrideSchema = z.object({
  overrideReason: requiredText(TIME_CLOCK_RULE_MESSAGES.overrideRequired, CLOCK_REASON_MAX),
});
export type PunchOverride = z.infer<typeof punchOverrideSchema>;

/** The reason dialog's form: the reason a late start or an early end needs. */
export const clockReasonSchema = z.object({
  reason: requiredText(TIME_CLOCK_RULE_MESSAGES.reasonRequired, CLOCK_REASON_MAX),
});
export type ClockReason = z.infer<typeof clockReasonSchema>;

/** An agency that has set no rules: punches as made, nobody clocked out, no reasons, no notices. */
export const DEFAULT_TIME_CLOCK_SETTINGS: TimeClockSettings = {
  roundingMinutes: null,
  roundingMode: "nearest",
  autoClockOutGraceMinutes: null,
  reasonThresholdMinutes: null,
  discrepancyThresholdMinutes: null,
  punchRadiusMeters: null,
};

/** Great-circle distance in meters between two WGS 84 points (the haversine formula, Earth's mean radius). */
export function metersBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "340 m", "2.4 km": a distance as a member reads it. */
export const formatDistance = (meters: number) =>
  meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;

const MINUTE = 60_000;

/**
 * A punch (ms since the epoch) rounded by the rule on the agency's clock: `offsetMinutes` is the zone's offset
 * from UTC at that moment (+60 for UTC+1), so 6 minutes counts from the local hour in a zone 45 minutes off.
 * Nearest rounds half an increment up. Without rounding the punch is as made.
 */
export function roundPunch(
  ms: number,
  rule: Pick<TimeClockSettings, "roundingMinutes" | "roundingMode">,
  offsetMinutes = 0,
): number {
  if (!rule.roundingMinutes) return ms;
  const step = rule.roundingMinutes * MINUTE;
  const local = ms + offsetMinutes * MINUTE;
  const down = Math.floor(local / step) * step;
  const rest = local - down;
  const rounded = {
    down,
    up: rest === 0 ? down : down + step,
    nearest: rest * 2 >= step ? down + step : down,
  }[rule.roundingMode];
  return rounded - offsetMinutes * MINUTE;
}

/** Whole minutes worked between two (rounded) punches, never negative. */
export const minutesBetween = (start: number, end: number) => Math.max(0, Math.round((end - start) / MINUTE));

/**
 * The reason a punch at `at` needs, or null: a check-in later than the start plus the threshold, a check-out
 * earlier than the end minus it. The web asks for it before sending; the server refuses the punch without it.
 */
export function reasonNeeded(
  punch: "checkIn" | "checkOut",
  shift: { startTime: string | Date; endTime: string | Date },
  at: number,
  thresholdMinutes: number | null,
): string | null {
  if (thresholdMinutes === null) return null;
  const start = new Date(shift.startTime).getTime();
  const end = new Date(shift.endTime).getTime();
  if (punch === "checkIn")
    return at > start + thresholdMinutes * MINUTE
      ? TIME_CLOCK_RULE_MESSAGES.lateStartReasonRequired(thresholdMinutes)
      : null;
  return at < end - thresholdMinutes * MINUTE
    ? TIME_CLOCK_RULE_MESSAGES.earlyEndReasonRequired(thresholdMinutes)
    : null;
}
