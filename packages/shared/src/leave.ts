/**
 * Leave (issue "Staffing as a fire department runs it", part leave): members request leave for dates, an
 * officer or admin approves or denies it, approval draws the member's balance of that type and turns their
 * shifts in those days into open shifts. The leave types and statuses are the staffing vocabulary
 * (shared/staffing.ts); the agency's leave rules (most members away at once, notice, blocked dates) are its
 * staffing settings.
 */
import { z } from "zod";
import { isIsoDate } from "./compliance";
import { INVALID_DATE, optionalText, requiredDate } from "./fields";
import { ROLES } from "./roles";
import { LEAVE_STATUSES, LEAVE_TYPE_LABELS, LEAVE_TYPES, type LeaveType } from "./staffing";
import { timestampSchema } from "./timestamps";

// ---------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------

/** One request covers at most this many days (longer absences are several requests). */
export const LEAVE_MAX_DAYS = 92;
/**
 * What a day of leave costs when no shift of the member's starts on any of the requested days (day workers,
 * volunteers): 8 hours for each weekday (Monday to Friday), weekends free.
 */
export const LEAVE_DEFAULT_WEEKDAY_MINUTES = 8 * 60;
/** Sick leave cannot be planned: the notice rule does not apply to it. */
export const NOTICE_EXEMPT_LEAVE_TYPES: readonly LeaveType[] = ["sick"];
/** Balances are set in hours, in quarter hours, up to this many. */
export const LEAVE_MAX_BALANCE_HOURS = 10_000;
/** The open shift's reason when leave opened it ("On leave: Vacation"). */
export const onLeaveLabel = (type: LeaveType) => `On leave: ${LEAVE_TYPE_LABELS[type]}`;

export const minutesToLeaveHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export const leaveHoursToMinutes = (hours: number) => Math.round(hours * 60);

// ---------------------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------------------

export const LEAVE_MESSAGES = {
  type: "Leave type is required",
  startDate: "Start date is required",
  endDate: "End date is required",
  endBeforeStart: "End date must be on or after the start date",
  tooLong: `A request covers at most ${LEAVE_MAX_DAYS} days`,
  status: "Choose approved, denied or cancelled",
  userId: "Choose a member of your agency",
  hours: "Hours must be a number from 0 to 10,000 in quarter hours",
  reason: "Enter the reason for the change (at most 500 characters)",
  notFound: "Leave request not found",
  overlapsOwn: "You already have leave requested for some of these days",
  notPending: "Only a pending request can be approved or denied",
  notCancellable: "Only a pending request or approved leave that has not started can be cancelled",
  managersOnly: "Only officers and admins can approve or deny leave",
  notYours: "You can only cancel your own leave requests",
  sickExempt: "Sick leave needs no notice.",
  // Toasts
  requested: "Leave requested",
  approved: "Leave approved",
  denied: "Leave denied",
  cancelled: "Leave cancelled",
  balanceSaved: "Balance saved",
  // Empty states
  noRequests: "No leave requests yet",
  noRequestsText: "Request leave and your officer will approve or deny it.",
  noPending: "No leave requests waiting for a decision",
  noUpcoming: "Nobody has approved leave coming up",
  noMembers: "No members yet",
  noLedger: "No changes to this balance yet",
  noLedgerText: "Accruals, approved leave and changes made by hand show here, newest first.",
} as const;

/** Refusals that name a day or a number. */
export const leaveRuleMessages = {
  notice: (days: number, earliest: string) =>
    `Leave needs ${days} day${days === 1 ? "" : "s"} notice: the earliest start is ${earliest}`,
  past: (today: string) => `Leave cannot start before today (${today})`,
  blocked: (days: string[]) => `Leave is blocked on ${days.join(", ")}: choose other dates`,
  maxAtOnce: (max: number, day: string) =>
    `Approving puts more than ${max} member${max === 1 ? "" : "s"} on leave on ${day}, the most the agency allows at once`,
  balanceShort: (type: LeaveType, needed: number, has: number) =>
    `Not enough ${LEAVE_TYPE_LABELS[type]} balance: this leave needs ${needed} h, the member has ${has} h`,
};

// ---------------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------------

const leaveTypeField = z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.type });

/** The number of calendar days from `start` to `end`, both counted. */
export function leaveDayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** POST /api/leave-requests and the Request Leave form. */
export const leaveRequestFormSchema = z
  .object({
    type: leaveTypeField,
    startDate: requiredDate(LEAVE_MESSAGES.startDate),
    endDate: requiredDate(LEAVE_MESSAGES.endDate),
    notes: optionalText(2000),
  })
  .superRefine((v, ctx) => {
    if (!isIsoDate(v.startDate) || !isIsoDate(v.endDate)) return;
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: LEAVE_MESSAGES.endBeforeStart });
    else if (leaveDayCount(v.startDate, v.endDate) > LEAVE_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: LEAVE_MESSAGES.tooLong });
  });
export type LeaveRequestFormInput = z.input<typeof leaveRequestFormSchema>;
export type LeaveRequestFormValues = z.output<typeof leaveRequestFormSchema>;

/** PATCH /api/leave-requests/{id}: managers approve or deny; the member (or a manager) cancels. */
export const leaveDecisionSchema = z.object({
  status: z.enum(["approved", "denied", "cancelled"], { error: LEAVE_MESSAGES.status }),
});
export type LeaveDecision = z.infer<typeof leaveDecisionSchema>;

const optionalQueryDate = z
  .string()
  .refine((v) => isIsoDate(v), INVALID_DATE)
  .optional();

/** GET /api/leave-requests filters; `startDate`/`endDate` keep the requests overlapping those days. */
export const leaveRequestsQuerySchema = z.object({
  status: z.enum(LEAVE_STATUSES, { error: "Unknown status" }).optional(),
  userId: z.uuid(LEAVE_MESSAGES.userId).optional(),
  startDate: optionalQueryDate,
  endDate: optionalQueryDate,
});
export type LeaveRequestsQuery = z.infer<typeof leaveRequestsQuerySchema>;

/** GET /api/leave-balances: managers may name one member. */
export const leaveBalancesQuerySchema = z.object({ userId: z.uuid(LEAVE_MESSAGES.userId).optional() });

/** PUT /api/leave-balances (officers and admins): sets one member's balance of one type. */
export const setLeaveBalanceSchema = z.object({
  userId: z.uuid(LEAVE_MESSAGES.userId),
  type: leaveTypeField,
  hours: z
    .number({ error: LEAVE_MESSAGES.hours })
    .min(0, LEAVE_MESSAGES.hours)
    .max(LEAVE_MAX_BALANCE_HOURS, LEAVE_MESSAGES.hours)
    .refine((h) => Number.isInteger(h * 4), LEAVE_MESSAGES.hours),
  /** Kept on the ledger row the change makes: payroll asks why a balance moved by hand. */
  reason: z
    .string({ error: LEAVE_MESSAGES.reason })
    .trim()
    .min(1, LEAVE_MESSAGES.reason)
    .max(500, LEAVE_MESSAGES.reason),
});
export type SetLeaveBalance = z.infer<typeof setLeaveBalanceSchema>;

// ---------------------------------------------------------------------------------------------------------
// The ledger: every change of a balance is a row; the balance is their sum (decision 036)
// ---------------------------------------------------------------------------------------------------------

export const LEAVE_LEDGER_KINDS = [
  "opening",
  "adjustment",
  "leave_taken",
  "leave_returned",
  "accrual",
  "cap",
  "carry_over_forfeit",
  "carry_over_payout",
] as const;
export type LeaveLedgerKind = (typeof LEAVE_LEDGER_KINDS)[number];
export const LEAVE_LEDGER_KIND_LABELS: Record<LeaveLedgerKind, string> = {
  opening: "Opening balance",
  adjustment: "Adjustment",
  leave_taken: "Leave approved",
  leave_returned: "Leave given back",
  accrual: "Accrual",
  cap: "Accrual (capped)",
  carry_over_forfeit: "Year-end forfeit",
  carry_over_payout: "Year-end payout",
};

/** GET /api/leave-ledger: a member's own rows; officers and admins may name a member. Newest first. */
export const leaveLedgerQuerySchema = z.object({
  userId: z.uuid(LEAVE_MESSAGES.userId).optional(),
  type: leaveTypeField.optional(),
});
export type LeaveLedgerQuery = z.infer<typeof leaveLedgerQuerySchema>;

export const leaveLedgerEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(LEAVE_TYPES),
  kind: z.enum(LEAVE_LEDGER_KINDS),
  /** The day the change counts on (an accrual: its period's last day). */
  day: z.string(),
  /** Signed: what the row added (or, below 0, removed). */
  hours: z.number(),
  /** The type's balance after this row. */
  balanceHours: z.number(),
  /** What made it: the rule and period of an accrual, the leave of a draw. */
  note: z.string(),
  /** An adjustment's reason, as its author gave it. */
  reason: z.string().nullable(),
  /** Who made it by hand; null for the accrual job and the migration's opening rows. */
  byName: z.string().nullable(),
  leaveRequestId: z.string().nullable(),
  createdAt: timestampSchema,
});
export type LeaveLedgerEntry = z.input<typeof leaveLedgerEntrySchema>;

// ---------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------

export const leaveRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** "First Last" of the member. */
  userName: z.string(),
  type: z.enum(LEAVE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string().nullable(),
  status: z.enum(LEAVE_STATUSES),
  /** What approval draws (or drew) from the balance, in hours. */
  hours: z.number(),
  decidedByName: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type LeaveRequest = z.input<typeof leaveRequestSchema>;
export type LeaveRequestRow = z.output<typeof leaveRequestSchema>;

/** One member's balances, in hours, every type present (0 when never set). */
export const leaveBalanceSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  role: z.enum(ROLES),
  hours: z.object({ vacation: z.number(), sick: z.number(), kelly: z.number(), personal: z.number() }),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** GET /api/leave-requests/{id}/impact: the staffing gaps approval would open, as sentences to show. */
export const leaveImpactSchema = z.object({
  /** What approval would draw now, and why (decision 021). */
  draw: z.object({
    hours: z.number(),
    /** The member's shifts starting in those days (agency zone): their whole length is the draw. */
    shifts: z.number(),
    /** With no shift starting in those days: the weekdays drawn at the standard 8 h day. */
    standardDays: z.number(),
  }),
  /** The member's scheduled shifts starting in those days, not started yet, that would become open shifts. */
  openedShifts: z.number(),
  gaps: z.array(
    z.object({
      date: z.string(),
      /** "Approving leaves Engine 1 short: needs 1 more EMT on Mar 3, 2027 07:00–19:00". */
      message: z.string(),
    }),
  ),
});
export type LeaveImpact = z.infer<typeof leaveImpactSchema>;
