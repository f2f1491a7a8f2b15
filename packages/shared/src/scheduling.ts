import { z } from "zod";
import { optionalId } from "./fields";
import { dollarsToCents, formatWholeNumber } from "./money";
import { ROLES } from "./roles";

export const SHIFT_STATUSES = [
  "scheduled",
  "active",
  "completed",
  "cancelled",
  "open",
  "pending_approval",
] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
export const SHIFT_STATUS_LABELS: Record<ShiftStatus, string> = {
  scheduled: "Scheduled",
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
  open: "Open",
  pending_approval: "Pending Approval",
};

/** The statuses the shift form offers (spec 01 §4: any may be chosen freely); open and pending_approval
 * belong to the coverage flow and are reached only through its endpoints. */
export const FORM_SHIFT_STATUSES = ["scheduled", "active", "completed", "cancelled"] as const;
export type FormShiftStatus = (typeof FORM_SHIFT_STATUSES)[number];

/** The week view's status filter (spec 01 §2), default all. */
export const SHIFT_STATUS_FILTERS = ["all", ...FORM_SHIFT_STATUSES] as const;
export type ShiftStatusFilter = (typeof SHIFT_STATUS_FILTERS)[number];

export const RECURRING_PATTERNS = ["daily", "weekly", "custom"] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];
export const RECURRING_PATTERN_LABELS: Record<RecurringPattern, string> = {
  daily: "Daily",
  weekly: "Weekly",
  custom: "Custom",
};

/** Day names as the weekly recurrence stores them (the form's checkboxes run monday..sunday). */
export const DAYS_OF_WEEK = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];
export const DAY_OF_WEEK_LABELS: Record<DayOfWeek, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export const SHIFT_PAYMENT_STATUSES = ["pending", "approved", "paid"] as const;
export type ShiftPaymentStatus = (typeof SHIFT_PAYMENT_STATUSES)[number];
export const SHIFT_PAYMENT_STATUS_LABELS: Record<ShiftPaymentStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
};

export const SHIFT_SWAP_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type ShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];

export const SHIFT_BID_STATUSES = ["pending", "accepted", "rejected", "outbid"] as const;
export type ShiftBidStatus = (typeof SHIFT_BID_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------------------

/** One request creates at most this many occurrences of a recurring series. */
export const MAX_SERIES_OCCURRENCES = 1000;
/** Weeks or days between occurrences. */
export const MAX_RECURRENCE_INTERVAL = 365;
/** Longer shifts are almost certainly a typo (and would slow the overlap checks). */
export const MAX_SHIFT_HOURS = 7 * 24;
/** A rotation covers at most a year per request, and at most this many shifts. */
export const MAX_ROTATION_DAYS = 366;
export const MAX_ROTATION_SHIFTS = 5000;
export const MAX_HOURLY_RATE_CENTS = 100_000_00;
/** The week view asks for 7 days; other callers may ask for longer ranges up to this. */
export const MAX_LIST_RANGE_DAYS = 92;

// ---------------------------------------------------------------------------------------------------------
// Texts (spec 01 §2, §5, §8)
// ---------------------------------------------------------------------------------------------------------

export const SHIFT_MESSAGES = {
  title: "Title is required",
  userId: "Assigned user is required",
  startTime: "Start time is required",
  endTime: "End time is required",
  endAfterStart: "End time must be after start time",
  hourlyRateRequired: "Hourly rate is required for paid shifts",
  recurringPattern: "Recurring pattern is required for recurring shifts",
  recurrenceInterval: "Recurrence interval is required for recurring shifts",
  weeklyDays: "At least one day must be selected for weekly recurring shifts",
  recurrenceEnd: "Either an end date or number of occurrences is required for recurring shifts",
  // Ours, for input the spec does not describe.
  hourlyRateNumeric: "Hourly rate must be a number in dollars and cents, e.g. 28.50",
  hourlyRateRange: "Hourly rate must be between 0 and 100,000",
  invalidDateTime: "Enter a valid date and time",
  invalidDate: "Enter a valid date (yyyy-MM-dd)",
  tooLong: `A shift can last at most ${MAX_SHIFT_HOURS / 24} days`,
  intervalRange: `Recurrence interval can be at most ${MAX_RECURRENCE_INTERVAL}`,
  endDateBeforeStart: "End date must be on or after the shift's start date",
  seriesTooLarge: `A recurring series can have at most ${formatWholeNumber(MAX_SERIES_OCCURRENCES)} shifts. Choose an earlier end date or fewer occurrences.`,
  userNotMember: "Choose a member of your agency",
  apparatus: "Choose a vehicle of your agency",
  station: "Choose a station of your agency",
  position: "Choose a riding position of the chosen apparatus",
  titleTooLong: "Title must be at most 200 characters",
  assignmentTooLong: "Assignment must be at most 200 characters",
  deleteConfirm: "Are you sure you want to delete this shift?",
  emptyDay: "No shifts scheduled",
  loading: "Loading schedule...",
  unknownUser: "Unknown",
  created: "Shift created successfully",
  updated: "Shift updated successfully",
  deleted: "Shift deleted successfully",
  errorTitle: "Error",
  createFailed: "Failed to create shift",
  updateFailed: "Failed to update shift",
  deleteFailed: "Failed to delete shift",
  managersOnly: "Only officers and admins can create, edit or delete shifts",
} as const;

export const OPEN_SHIFT_MESSAGES = {
  notYours: "You can only request coverage for your own shifts",
  notRequestable: "Only a scheduled shift that has not started yet can be offered for coverage",
  notOpen: "This shift is no longer open",
  notPending: "This shift has no pick-up waiting for approval",
  started: "This shift has already started",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Values shared by the form and the server
// ---------------------------------------------------------------------------------------------------------

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for "2025-01-06T07:00", "2025-01-06T07:00:00Z", "2025-01-06T07:00:00.000-05:00". */
export function isDateTimeString(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 && mi <= 59 && y >= 1900 && y <= 9999;
}

/** Whether a date-time string carries its own offset ("Z", "+02:00"); without one it is agency-local. */
export function hasOffset(value: string): boolean {
  return /(?:Z|[+-]\d{2}:?\d{2})$/.test(value);
}

/** Orders two date-time strings. Both local (no offset) compare as wall-clock times, which is what a form holds. */
export function dateTimeMillis(value: string): number {
  return Date.parse(hasOffset(value) ? value : `${value.length === 16 ? `${value}:00` : value}Z`);
}

export function isDateString(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Stored minutes → the spec's totalHours (one decimal). */
export function minutesToHours(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

/** A whole number from a number or a numeric form string; null when blank; NaN when not a whole number. */
function wholeNumber(v: string | number | null | undefined): number | null {
  const value = blankToNull(v);
  if (value === null) return null;
  const n = typeof value === "number" ? value : Number(String(value).trim());
  return Number.isInteger(n) ? n : Number.NaN;
}

const dateTimeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => v === "" || isDateTimeString(v), SHIFT_MESSAGES.invalidDateTime);

/** Fields of the shift form (spec 01 §2), as the form holds them and the API receives them. */
export const shiftFields = {
  title: z
    .string({ error: SHIFT_MESSAGES.title })
    .trim()
    .min(1, SHIFT_MESSAGES.title)
    .max(200, SHIFT_MESSAGES.titleTooLong),
  userId: z
    .string({ error: SHIFT_MESSAGES.userId })
    .trim()
    .min(1, SHIFT_MESSAGES.userId)
    .pipe(z.uuid({ error: SHIFT_MESSAGES.userNotMember })),
  startTime: dateTimeField(SHIFT_MESSAGES.startTime),
  endTime: dateTimeField(SHIFT_MESSAGES.endTime),
  assignment: z
    .string()
    .trim()
    .max(200, SHIFT_MESSAGES.assignmentTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  status: z.enum(FORM_SHIFT_STATUSES),
  isPaid: z.boolean(),
  hourlyRate: z
    .union([z.string(), z.number()], { error: SHIFT_MESSAGES.hourlyRateNumeric })
    .nullish()
    .transform((v) => (v === undefined || v === null || (typeof v === "string" && !v.trim()) ? null : v))
    .refine((v) => v === null || dollarsToCents(v) !== null, SHIFT_MESSAGES.hourlyRateNumeric)
    .refine(
      (v) => v === null || (dollarsToCents(v) ?? 0) <= MAX_HOURLY_RATE_CENTS,
      SHIFT_MESSAGES.hourlyRateRange,
    ),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  /** The apparatus the shift rides (a vehicle of the agency); empty: none. */
  equipmentId: optionalId(SHIFT_MESSAGES.apparatus),
  /** The station it works at; empty: the apparatus' own (or none). */
  stationId: optionalId(SHIFT_MESSAGES.station),
  /** The seat it rides, a riding position of the apparatus; empty: none. */
  positionId: optionalId(SHIFT_MESSAGES.position),
  isRecurring: z.boolean(),
  recurringPattern: z
    .union([z.enum(RECURRING_PATTERNS), z.literal("")], { error: SHIFT_MESSAGES.recurringPattern })
    .nullish()
    .transform((v) => (v ? v : null)),
  recurrenceInterval: z
    .union([z.number(), z.string()], { error: SHIFT_MESSAGES.recurrenceInterval })
    .nullish()
    .transform(wholeNumber),
  recurrenceDaysOfWeek: z
    .array(z.enum(DAYS_OF_WEEK), { error: SHIFT_MESSAGES.weeklyDays })
    .nullish()
    .transform((v) => (v ? [...new Set(v)] : [])),
  recurringEndDate: z
    .string({ error: SHIFT_MESSAGES.invalidDate })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isDateString(v), SHIFT_MESSAGES.invalidDate),
  recurrenceCount: z
    .union([z.number(), z.string()], { error: SHIFT_MESSAGES.recurrenceEnd })
    .nullish()
    .transform(wholeNumber),
};

/** The cross-field values the rules below look at (after the field transforms). */
export type ShiftRuleValues = {
  startTime?: string | null;
  endTime?: string | null;
  isPaid?: boolean | null;
  hourlyRate?: string | number | null;
  isRecurring?: boolean | null;
  recurringPattern?: RecurringPattern | null;
  recurrenceInterval?: number | null;
  recurrenceDaysOfWeek?: readonly DayOfWeek[] | null;
  recurringEndDate?: string | null;
  recurrenceCount?: number | null;
};

/**
 * The spec's cross-field rules (01 §5), as { field: message }. The create schema runs them; the server runs
 * them again on an update merged with the stored shift.
 */
export function shiftRuleErrors(v: ShiftRuleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const start = v.startTime && isDateTimeString(v.startTime) ? dateTimeMillis(v.startTime) : null;
  const end = v.endTime && isDateTimeString(v.endTime) ? dateTimeMillis(v.endTime) : null;
  if (start !== null && end !== null) {
    if (end <= start) errors.endTime = SHIFT_MESSAGES.endAfterStart;
    else if (end - start > MAX_SHIFT_HOURS * 3600_000) errors.endTime = SHIFT_MESSAGES.tooLong;
  }
  if (v.isPaid && (v.hourlyRate === null || v.hourlyRate === undefined || v.hourlyRate === ""))
    errors.hourlyRate = SHIFT_MESSAGES.hourlyRateRequired;
  if (v.isRecurring) {
    if (!v.recurringPattern) errors.recurringPattern = SHIFT_MESSAGES.recurringPattern;
    const interval = v.recurrenceInterval;
    if (interval === null || interval === undefined || Number.isNaN(interval) || interval < 1)
      errors.recurrenceInterval = SHIFT_MESSAGES.recurrenceInterval;
    else if (interval > MAX_RECURRENCE_INTERVAL) errors.recurrenceInterval = SHIFT_MESSAGES.intervalRange;
    if (v.recurringPattern === "weekly" && !v.recurrenceDaysOfWeek?.length)
      errors.recurrenceDaysOfWeek = SHIFT_MESSAGES.weeklyDays;
    const count = v.recurrenceCount;
    const countOk = count !== null && count !== undefined && !Number.isNaN(count) && count >= 1;
    if (!v.recurringEndDate && !countOk) errors.recurringEndDate = SHIFT_MESSAGES.recurrenceEnd;
    else if (count !== null && count !== undefined && !countOk)
      errors.recurrenceCount = SHIFT_MESSAGES.recurrenceEnd;
    else if (countOk && count > MAX_SERIES_OCCURRENCES)
      errors.recurrenceCount = SHIFT_MESSAGES.seriesTooLarge;
    // Only for agency-local times (what the form holds); the server checks offset times in the agency's zone.
    if (v.recurringEndDate && v.startTime && start !== null && !hasOffset(v.startTime))
      if (v.recurringEndDate < v.startTime.slice(0, 10))
        errors.recurringEndDate = SHIFT_MESSAGES.endDateBeforeStart;
  }
  return errors;
}

function addRuleIssues(value: ShiftRuleValues, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(shiftRuleErrors(value)))
    ctx.addIssue({ code: "custom", message, path: [path] });
}

/** The shift form and POST /api/shifts. `allowOverlap` confirms a double booking the server warned about. */
export const shiftFormSchema = z
  .object({
    ...shiftFields,
    // Spec 01 §4: a new shift is scheduled, unpaid and pending payment unless the form says otherwise.
    status: shiftFields.status.default("scheduled"),
    isPaid: shiftFields.isPaid.default(false),
    paymentStatus: shiftFields.paymentStatus.default("pending"),
    isRecurring: shiftFields.isRecurring.default(false),
    allowOverlap: z.boolean().optional(),
  })
  .superRefine(addRuleIssues);
export type ShiftFormInput = z.input<typeof shiftFormSchema>;
export type ShiftFormValues = z.output<typeof shiftFormSchema>;

/** Apply an edit or a deletion to one occurrence, or to it and every later one of its series. */
export const SHIFT_EDIT_SCOPES = ["this", "following"] as const;
export type ShiftEditScope = (typeof SHIFT_EDIT_SCOPES)[number];
export const SHIFT_EDIT_SCOPE_LABELS: Record<ShiftEditScope, string> = {
  this: "This shift only",
  following: "This and following shifts",
};

/** PATCH /api/shifts/{id}: any of the form's fields; the rules run on the result merged with the stored shift. */
export const shiftUpdateSchema = z.object({
  ...z.object(shiftFields).partial().shape,
  scope: z.enum(SHIFT_EDIT_SCOPES).optional(),
  allowOverlap: z.boolean().optional(),
});
export type ShiftUpdateInput = z.input<typeof shiftUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Fire rotations
// ---------------------------------------------------------------------------------------------------------

export const PLATOONS = ["A", "B", "C", "D"] as const;
export type Platoon = (typeof PLATOONS)[number];
/** How a platoon is named on screen and in an alert's audience: "Platoon A". */
export const platoonLabel = (platoon: Platoon) => `Platoon ${platoon}`;

export const ROTATION_PATTERNS = ["24/48", "48/96", "kelly", "24/72"] as const;
export type RotationPattern = (typeof ROTATION_PATTERNS)[number];

/**
 * Which platoon is on duty on each day of the cycle (each duty day is one 24-hour shift).
 * Kelly: every platoon works XOXOXOOOO (on, off, on, off, on, then four off) in a 9-day cycle; A starts
 * the cycle, B three days later, C six days later, so exactly one platoon is on duty each day.
 */
export const ROTATIONS: Record<
  RotationPattern,
  { label: string; description: string; platoons: readonly Platoon[]; cycle: readonly Platoon[] }
> = {
  "24/48": {
    label: "24/48",
    description: "24 hours on, 48 off: platoons A, B, C in turn",
    platoons: ["A", "B", "C"],
    cycle: ["A", "B", "C"],
  },
  "48/96": {
    label: "48/96",
    description: "48 hours on, 96 off: two days each for A, B, C",
    platoons: ["A", "B", "C"],
    cycle: ["A", "A", "B", "B", "C", "C"],
  },
  kelly: {
    label: "Kelly",
    description: "9-day Kelly cycle: each platoon works on, off, on, off, on, then four off",
    platoons: ["A", "B", "C"],
    cycle: ["A", "C", "A", "B", "A", "B", "C", "B", "C"],
  },
  "24/72": {
    label: "24/72",
    description: "24 hours on, 72 off: platoons A, B, C, D in turn",
    platoons: ["A", "B", "C", "D"],
    cycle: ["A", "B", "C", "D"],
  },
};

/** The platoon on duty `dayIndex` days after the rotation's first day. */
export function platoonOnDuty(pattern: RotationPattern, dayIndex: number): Platoon {
  const cycle = ROTATIONS[pattern].cycle;
  return cycle[((dayIndex % cycle.length) + cycle.length) % cycle.length];
}

export const ROTATION_MESSAGES = {
  pattern: "Choose a rotation",
  startDate: "Start date is required",
  endDate: "End date is required",
  endBeforeStart: "End date must be on or after the start date",
  tooLong: `A rotation can cover at most ${MAX_ROTATION_DAYS} days at a time`,
  startTime: "Start time is required (HH:mm)",
  members: "Assign at least one member to a platoon",
  twoPlatoons: "A member can be in only one platoon",
  positionMember: "Give a riding position only to a member of a platoon",
  position: "Position",
  noPosition: "No position",
  tooMany: `A rotation can create at most ${formatWholeNumber(MAX_ROTATION_SHIFTS)} shifts at a time. Choose a shorter period.`,
  applied: "Rotation applied",
  failed: "Failed to apply rotation",
} as const;

const dateField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => v === "" || isDateString(v), SHIFT_MESSAGES.invalidDate);

export const rotationSchema = z
  .object({
    pattern: z.enum(ROTATION_PATTERNS, { error: ROTATION_MESSAGES.pattern }),
    startDate: dateField(ROTATION_MESSAGES.startDate),
    endDate: dateField(ROTATION_MESSAGES.endDate),
    startTime: z
      .string({ error: ROTATION_MESSAGES.startTime })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ROTATION_MESSAGES.startTime),
    assignment: z
      .string()
      .trim()
      .max(200, SHIFT_MESSAGES.assignmentTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
    platoons: z.partialRecord(
      z.enum(PLATOONS),
      z.array(z.uuid({ error: SHIFT_MESSAGES.userNotMember })).max(500),
      { error: ROTATION_MESSAGES.members },
    ),
    /** The station and apparatus every shift of the rotation works at and rides (as a shift's own fields). */
    stationId: optionalId(SHIFT_MESSAGES.station),
    equipmentId: optionalId(SHIFT_MESSAGES.apparatus),
    /** Member id → the riding position they take on each of their shifts; a member left out rides none. */
    positions: z
      .record(z.uuid({ error: SHIFT_MESSAGES.userNotMember }), optionalId(SHIFT_MESSAGES.position), {
        error: SHIFT_MESSAGES.position,
      })
      .nullish()
      .transform((v) =>
        Object.fromEntries(Object.entries(v ?? {}).filter((e): e is [string, string] => e[1] !== null)),
      ),
    allowOverlap: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (isDateString(v.startDate) && isDateString(v.endDate)) {
      if (v.endDate < v.startDate)
        ctx.addIssue({ code: "custom", message: ROTATION_MESSAGES.endBeforeStart, path: ["endDate"] });
      else if (
        (Date.parse(`${v.endDate}T00:00:00Z`) - Date.parse(`${v.startDate}T00:00:00Z`)) / 86_400_000 + 1 >
        MAX_ROTATION_DAYS
      )
        ctx.addIssue({ code: "custom", message: ROTATION_MESSAGES.tooLong, path: ["endDate"] });
    }
    const used = ROTATIONS[v.pattern]?.platoons ?? PLATOONS;
    const seen = new Set<string>();
    let total = 0;
    for (const platoon of used) {
      for (const id of v.platoons?.[platoon] ?? []) {
        total++;
        if (seen.has(id))
          ctx.addIssue({ code: "custom", message: ROTATION_MESSAGES.twoPlatoons, path: ["platoons"] });
        seen.add(id);
      }
    }
    if (total === 0) ctx.addIssue({ code: "custom", message: ROTATION_MESSAGES.members, path: ["platoons"] });
    if (Object.keys(v.positions ?? {}).some((id) => !seen.has(id)))
      ctx.addIssue({ code: "custom", message: ROTATION_MESSAGES.positionMember, path: ["positions"] });
  });
export type RotationInput = z.input<typeof rotationSchema>;
export type RotationValues = z.output<typeof rotationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

/** The member a shift is assigned to. */
export const shiftMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
});

/**
 * A shift as the API answers it (GET /api/shifts/{id} and every single-shift endpoint): times as ISO 8601
 * strings in UTC, hourlyRate in dollars, totalHours in hours. The one definition of the shape: the routes
 * declare it as their response, the SQL column map in the API (shift-queries.ts) must have an expression for
 * each key, and the web reads its type.
 */
export const shiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  userId: z.string().nullable(),
  user: shiftMemberSchema.nullable(),
  /** ISO 8601, UTC. */
  startTime: z.string(),
  endTime: z.string(),
  assignment: z.string().nullable(),
  /** The apparatus the shift rides; null: none. */
  equipmentId: z.string().nullable(),
  /** The station it works at, and the seat it rides; null: none. */
  stationId: z.string().nullable(),
  positionId: z.string().nullable(),
  /** Where the member rides, as seatLabel() (board.ts) words it: "Engine 1 · Driver/Operator", "Station 2". */
  seatLabel: z.string().nullable(),
  status: z.enum(SHIFT_STATUSES),
  isRecurring: z.boolean(),
  recurringPattern: z.enum(RECURRING_PATTERNS).nullable(),
  recurrenceInterval: z.number(),
  recurrenceDaysOfWeek: z.array(z.enum(DAYS_OF_WEEK)).nullable(),
  recurringEndDate: z.string().nullable(),
  recurrenceCount: z.number().nullable(),
  parentShiftId: z.string().nullable(),
  seriesId: z.string().nullable(),
  isPaid: z.boolean(),
  /** Dollars with two decimals, e.g. "28.50" (stored as integer cents). */
  hourlyRate: z.string().nullable(),
  paymentStatus: z.enum(SHIFT_PAYMENT_STATUSES),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  checkedIn: z.boolean(),
  /** Hours with one decimal (stored as minutes). */
  totalHours: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShiftDto = z.infer<typeof shiftSchema>;

/**
 * GET /api/shifts (the week list): only what the calendar, its summary cards (with where the member rides), the
 * status filter and the card menus read. Each item is a subset of GET /api/shifts/{id} (ShiftDto), which the edit dialog loads for the
 * rest (recurrence rule, payment status, actual times, total hours, timestamps).
 */
export const SHIFT_LIST_FIELDS = [
  "id",
  "title",
  "userId",
  "user",
  "startTime",
  "endTime",
  "assignment",
  "equipmentId",
  "stationId",
  "positionId",
  "seatLabel",
  "status",
  "isPaid",
  "hourlyRate",
  "seriesId",
] as const satisfies ReadonlyArray<keyof ShiftDto>;
export type ShiftListField = (typeof SHIFT_LIST_FIELDS)[number];
export const shiftListItemSchema = shiftSchema.pick(
  Object.fromEntries(SHIFT_LIST_FIELDS.map((key) => [key, true])) as Record<ShiftListField, true>,
);
export type ShiftListItem = z.infer<typeof shiftListItemSchema>;

/** POST /api/shifts: the first shift (of a series), and how many were created. */
export const shiftCreatedSchema = shiftSchema.extend({ occurrences: z.number() });
export type ShiftCreatedDto = z.infer<typeof shiftCreatedSchema>;

/** DELETE /api/shifts/{id}: how many shifts went (one, or it and the following ones of its series). */
export const shiftsDeletedSchema = z.object({ deleted: z.number() });
export type ShiftsDeletedDto = z.infer<typeof shiftsDeletedSchema>;

/** GET /api/shifts/open rows: the shift plus who asked for coverage and why. */
export const openShiftSchema = shiftSchema.extend({
  requestedBy: shiftMemberSchema.omit({ role: true }).nullable(),
  reason: z.string().nullable(),
});
export type OpenShiftDto = z.infer<typeof openShiftSchema>;

/** GET /api/shifts/calendar-feed and its regenerate. */
export const calendarFeedSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeedDto = z.infer<typeof calendarFeedSchema>;

/** POST /api/shifts/rotation. */
export const rotationResultSchema = z.object({
  created: z.number(),
  pattern: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  members: z.number(),
});
export type RotationResult = z.infer<typeof rotationResultSchema>;
