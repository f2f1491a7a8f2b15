/**
 * Pay and leave the way payroll needs them (issue 45), the computation core: pay periods, accrual rules per
 * leave type, and the engine that turns them into ledger entries. Pure functions on yyyy-MM-dd days and whole
 * minutes (leave balances are whole minutes, as in ./leave); no clock, no database. The API calls `accrue`
 * with the steps it has already stored and stores what comes back.
 */
import { z } from "zod";
import { addDaysToIsoDate, daysBetweenIsoDates, isIsoDate } from "./compliance";
import { formatHours } from "./flsa";
import {
  LEAVE_MAX_BALANCE_HOURS,
  type LeaveLedgerKind,
  leaveHoursToMinutes,
  minutesToLeaveHours,
} from "./leave";
import { formatWholeNumber } from "./money";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES, type LeaveType } from "./staffing";
import { timestampSchema } from "./timestamps";

// ---------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------

export const PAY_PERIOD_KINDS = ["weekly", "biweekly", "semimonthly", "monthly"] as const;
export type PayPeriodKind = (typeof PAY_PERIOD_KINDS)[number];
export const PAY_PERIOD_KIND_LABELS: Record<PayPeriodKind, string> = {
  weekly: "Weekly",
  biweekly: "Every two weeks",
  semimonthly: "Twice a month",
  monthly: "Monthly",
};

export const ACCRUAL_BASES = ["per_pay_period", "per_month"] as const;
export type AccrualBasis = (typeof ACCRUAL_BASES)[number];
export const ACCRUAL_BASIS_LABELS: Record<AccrualBasis, string> = {
  per_pay_period: "Each pay period",
  per_month: "Each month",
};

/** What happens on January 1 to the hours above the carry-over. */
export const OVER_CARRY_OVER = ["forfeit", "pay_out"] as const;
export type OverCarryOver = (typeof OVER_CARRY_OVER)[number];
export const OVER_CARRY_OVER_LABELS: Record<OverCarryOver, string> = {
  forfeit: "Forfeited",
  pay_out: "Paid out",
};

/** The ledger rows the engine makes (a subset of the leave ledger's kinds). */
export const LEDGER_ENTRY_KINDS = [
  "accrual",
  "cap",
  "carry_over_forfeit",
  "carry_over_payout",
] as const satisfies readonly LeaveLedgerKind[];
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Pay periods are counted from this year on (as the FLSA work periods are). */
export const PAY_FIRST_YEAR = 1900;
/** The most hours a tier or the standard hours may name: every hour of a 31-day month. */
export const ACCRUAL_MAX_PERIOD_HOURS = 744;
/** Years of service a tier may start at. */
export const ACCRUAL_MAX_TIER_YEARS = 60;
/** A waiting period of at most ten years. */
export const ACCRUAL_MAX_WAITING_DAYS = 3650;

// ---------------------------------------------------------------------------------------------------------
// Texts
// ---------------------------------------------------------------------------------------------------------

export const PAY_MESSAGES = {
  kind: "Choose weekly, every two weeks, twice a month or monthly",
  firstDay: "First day must be a date (yyyy-MM-dd)",
  firstDayRange: `Choose a first day from ${PAY_FIRST_YEAR} on`,
  semimonthlyFirstDay: "Twice-a-month periods start on the 1st or the 16th: choose one of those days",
  monthlyFirstDay: "Monthly periods start on the 1st: choose the first day of a month",
  leaveType: "Leave type is required",
  basis: "Choose each pay period or each month",
  tiers: "Add at least one tier",
  tierYears: `Years of service must be a whole number from 0 to ${ACCRUAL_MAX_TIER_YEARS}`,
  tierHours: `Hours must be a number from 0 to ${ACCRUAL_MAX_PERIOD_HOURS} in quarter hours`,
  firstTierZero: "The first tier starts at 0 years of service",
  tiersAscending: "Each tier starts at more years of service than the one before",
  waitingDays: `Waiting days must be a whole number from 0 to ${ACCRUAL_MAX_WAITING_DAYS}`,
  capHours: `Cap must be empty or a number from 0 to ${formatWholeNumber(LEAVE_MAX_BALANCE_HOURS)} in quarter hours`,
  carryOverHours: `Carry-over must be empty or a number from 0 to ${formatWholeNumber(LEAVE_MAX_BALANCE_HOURS)} in quarter hours`,
  carryOverAboveCap: "Carry-over cannot be more than the cap",
  overCarryOver: "Choose forfeit or pay out",
  prorateByHours: "Prorate by hours must be true or false",
  standardHours: `Standard hours must be a number above 0 and up to ${ACCRUAL_MAX_PERIOD_HOURS} in quarter hours`,
  standardHoursRequired: "Enter the standard hours of a period to prorate part-time members",
  duplicateLeaveType: "Each leave type has one accrual rule",
  startsOn: "Accrues from must be a date (yyyy-MM-dd)",
  adminsOnly: "Only admins can change pay periods and accrual rules",
  noPayPeriods: "Set the agency's pay periods first",
  periodsAccrued: (day: string) =>
    `Leave has accrued through ${formatPayDay(day)} on the current pay periods: the new first day must be after it`,
  ruleNotFound: "No accrual rule for this leave type",
  onDate: "Choose a date (yyyy-MM-dd)",
  onTooFar: "Choose a date within ten years",
  // Toasts
  settingsSaved: "Pay periods saved",
  ruleSaved: "Accrual rule saved",
  ruleDeleted: "Accrual rule deleted",
  accrualsRun: (entries: number) =>
    entries === 0
      ? "Accruals are up to date"
      : `${entries} accrual${entries === 1 ? "" : "s"} added to the ledgers`,
  // Empty states
  noRules: "No accrual rules yet",
  noRulesText: "Leave balances change only by hand until a rule accrues them every pay period or month.",
  notSet: "Pay periods are not set",
  notSetText: "Choose how often your agency pays and the first day of a pay period.",
  noPayMembers: "No members yet",
  // The projected balance Request Leave shows for the type and first day chosen
  projected: (
    typeLabel: string,
    day: string,
    p: { balanceHours: number; accruingHours: number; carryOverHours: number; projectedHours: number },
  ) => {
    const parts = [
      p.accruingHours !== 0 ? `${formatSignedHours(p.accruingHours)} accruing` : null,
      p.carryOverHours !== 0 ? `${formatSignedHours(p.carryOverHours)} at the year-end carry-over` : null,
    ].filter(Boolean);
    return parts.length === 0
      ? `${typeLabel} on ${formatPayDay(day)}: ${formatHours(p.projectedHours)} h`
      : `${typeLabel} on ${formatPayDay(day)}: ${formatHours(p.projectedHours)} h projected (${formatHours(p.balanceHours)} h now, ${parts.join(", ")})`;
  },
} as const;

/** "+4 h", "−12 h" (a minus sign, not a hyphen), "0 h": a ledger row's or a projection's change. */
export function formatSignedHours(hours: number): string {
  const sign = hours > 0 ? "+" : hours < 0 ? "\u2212" : "";
  return `${sign}${formatHours(Math.abs(hours))} h`;
}

// ---------------------------------------------------------------------------------------------------------
// Calendar days: yyyy-MM-dd in, yyyy-MM-dd out (the agency's calendar, no time zone involved)
// ---------------------------------------------------------------------------------------------------------

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const parts = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return { y, m, d };
};
const pad = (n: number) => String(n).padStart(2, "0");
const isoDay = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;
/** Day 0 of the next month is the last day of this one (28 to 31, leap years included). */
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const floorDiv = (n: number, m: number) => Math.floor(n / m);

/** "Jan 14, 2026" */
export function formatPayDay(day: string): string {
  const { y, m, d } = parts(day);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "Jan 1 – Jan 14, 2026"; the year twice when the range crosses it ("Dec 28, 2026 – Jan 10, 2027"). */
export function formatDayRange(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end);
  const left = a.y === b.y ? `${MONTHS[a.m - 1]} ${a.d}` : formatPayDay(start);
  return `${left} – ${formatPayDay(end)}`;
}

/** Completed years of service on `day`: an anniversary counts on its day (a Feb 29 hire's on Mar 1 of a common year). */
export function yearsOfService(hireDate: string, day: string): number {
  const h = parts(hireDate);
  const t = parts(day);
  // Comparing month and day as one number puts Feb 29 after Feb 28, so a common year's anniversary is Mar 1.
  const beforeAnniversary = t.m * 100 + t.d < h.m * 100 + h.d;
  return Math.max(0, t.y - h.y - (beforeAnniversary ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------------
// Pay periods
// ---------------------------------------------------------------------------------------------------------

export const payPeriodSettingsSchema = z
  .object({
    kind: z.enum(PAY_PERIOD_KINDS, { error: PAY_MESSAGES.kind }),
    /**
     * The first day of the first period. Weekly and every two weeks: the anchor the periods are counted
     * from. Twice a month (1st–15th, 16th–end) and monthly (calendar months): only from when, so it must be
     * a day such a period starts on.
     */
    firstDay: z.string({ error: PAY_MESSAGES.firstDay }).refine((v) => isIsoDate(v), PAY_MESSAGES.firstDay),
  })
  .superRefine((v, ctx) => {
    if (!isIsoDate(v.firstDay)) return;
    const { y, d } = parts(v.firstDay);
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["firstDay"], message });
    if (y < PAY_FIRST_YEAR) issue(PAY_MESSAGES.firstDayRange);
    else if (v.kind === "semimonthly" && d !== 1 && d !== 16) issue(PAY_MESSAGES.semimonthlyFirstDay);
    else if (v.kind === "monthly" && d !== 1) issue(PAY_MESSAGES.monthlyFirstDay);
  });
export type PayPeriodSettingsInput = z.input<typeof payPeriodSettingsSchema>;
export type PayPeriodSettings = z.output<typeof payPeriodSettingsSchema>;

export type PayPeriod = {
  /** The first day (yyyy-MM-dd). */
  start: string;
  /** The last day (yyyy-MM-dd), inclusive. */
  end: string;
  /** 0 for the period starting on firstDay, then 1, 2, … */
  index: number;
};

const FIXED_LENGTH: Partial<Record<PayPeriodKind, number>> = { weekly: 7, biweekly: 14 };

/** Semimonthly periods as a running count: two per month, the 1st–15th being half 0. */
const halfMonthNumber = (day: string) => {
  const { y, m, d } = parts(day);
  return (y * 12 + (m - 1)) * 2 + (d <= 15 ? 0 : 1);
};
const monthNumber = (day: string) => {
  const { y, m } = parts(day);
  return y * 12 + (m - 1);
};

/** The pay period holding `day`, or null before the first day (no period exists then). */
export function payPeriodOf(settings: PayPeriodSettings, day: string): PayPeriod | null {
  if (day < settings.firstDay) return null;
  const length = FIXED_LENGTH[settings.kind];
  if (length) {
    const index = floorDiv(daysBetweenIsoDates(settings.firstDay, day), length);
    const start = addDaysToIsoDate(settings.firstDay, index * length);
    return { start, end: addDaysToIsoDate(start, length - 1), index };
  }
  const { y, m, d } = parts(day);
  if (settings.kind === "semimonthly") {
    const firstHalf = d <= 15;
    return {
      start: isoDay(y, m, firstHalf ? 1 : 16),
      end: isoDay(y, m, firstHalf ? 15 : lastDayOfMonth(y, m)),
      index: halfMonthNumber(day) - halfMonthNumber(settings.firstDay),
    };
  }
  return {
    start: isoDay(y, m, 1),
    end: isoDay(y, m, lastDayOfMonth(y, m)),
    index: monthNumber(day) - monthNumber(settings.firstDay),
  };
}

/** The pay periods overlapping [from, to], in order; days before the first day are skipped. */
export function payPeriodsBetween(settings: PayPeriodSettings, from: string, to: string): PayPeriod[] {
  const periods: PayPeriod[] = [];
  if (to < from) return periods;
  // Each period starts the day after the one before ends, so walking end + 1 cannot skip or repeat a day.
  let period = payPeriodOf(settings, from < settings.firstDay ? settings.firstDay : from);
  while (period && period.start <= to) {
    periods.push(period);
    period = payPeriodOf(settings, addDaysToIsoDate(period.end, 1));
  }
  return periods;
}

/** The calendar months overlapping [from, to], as periods (the per_month basis; index: months since year 0, so unique). */
export function monthsBetween(from: string, to: string): PayPeriod[] {
  const months: PayPeriod[] = [];
  for (let n = monthNumber(from); n <= monthNumber(to); n++) {
    const y = floorDiv(n, 12);
    const m = (n % 12) + 1;
    months.push({ start: isoDay(y, m, 1), end: isoDay(y, m, lastDayOfMonth(y, m)), index: n });
  }
  return months;
}

// ---------------------------------------------------------------------------------------------------------
// Accrual rules
// ---------------------------------------------------------------------------------------------------------

const quarterHours = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((h) => Number.isInteger(h * 4), message);

const wholeNumber = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

export const accrualTierSchema = z.object({
  /** Completed years of service (from the hire date) from which this tier applies. */
  fromYears: wholeNumber(PAY_MESSAGES.tierYears, ACCRUAL_MAX_TIER_YEARS),
  /** Hours earned per pay period or per month (the rule's basis). */
  hours: quarterHours(PAY_MESSAGES.tierHours, 0, ACCRUAL_MAX_PERIOD_HOURS),
});
export type AccrualTier = z.infer<typeof accrualTierSchema>;

const nullableHours = (message: string) =>
  quarterHours(message, 0, LEAVE_MAX_BALANCE_HOURS).nullable().default(null);

export const accrualRuleSchema = z
  .object({
    leaveType: z.enum(LEAVE_TYPES, { error: PAY_MESSAGES.leaveType }),
    basis: z.enum(ACCRUAL_BASES, { error: PAY_MESSAGES.basis }),
    tiers: z.array(accrualTierSchema, { error: PAY_MESSAGES.tiers }).min(1, PAY_MESSAGES.tiers),
    /** A new member earns from the first period starting this many days after the hire date. */
    waitingDays: wholeNumber(PAY_MESSAGES.waitingDays, ACCRUAL_MAX_WAITING_DAYS).default(0),
    /** The balance an accrual never takes it above; null: no cap. */
    capHours: nullableHours(PAY_MESSAGES.capHours),
    /** On January 1, the balance above this is removed; null: everything carries over. */
    carryOverHours: nullableHours(PAY_MESSAGES.carryOverHours),
    overCarryOver: z.enum(OVER_CARRY_OVER, { error: PAY_MESSAGES.overCarryOver }).default("forfeit"),
    /** Part-time members earn the tier's hours × worked / standard hours of the period. */
    prorateByHours: z.boolean({ error: PAY_MESSAGES.prorateByHours }).default(false),
    /** A full-time period's hours (a month's for the monthly basis); needed when prorating. */
    standardHoursPerPeriod: z
      .number({ error: PAY_MESSAGES.standardHours })
      .gt(0, PAY_MESSAGES.standardHours)
      .max(ACCRUAL_MAX_PERIOD_HOURS, PAY_MESSAGES.standardHours)
      .refine((h) => Number.isInteger(h * 4), PAY_MESSAGES.standardHours)
      .nullable()
      .default(null),
    /** The rule earns from the period starting on or after this day (and carries over from then); null: from the first pay period. */
    startsOn: z
      .string({ error: PAY_MESSAGES.startsOn })
      .refine((v) => isIsoDate(v), PAY_MESSAGES.startsOn)
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.tiers.length > 0 && v.tiers[0].fromYears !== 0)
      ctx.addIssue({ code: "custom", path: ["tiers", 0, "fromYears"], message: PAY_MESSAGES.firstTierZero });
    for (let i = 1; i < v.tiers.length; i++)
      if (v.tiers[i].fromYears <= v.tiers[i - 1].fromYears)
        ctx.addIssue({
          code: "custom",
          path: ["tiers", i, "fromYears"],
          message: PAY_MESSAGES.tiersAscending,
        });
    if (v.capHours !== null && v.carryOverHours !== null && v.carryOverHours > v.capHours)
      ctx.addIssue({ code: "custom", path: ["carryOverHours"], message: PAY_MESSAGES.carryOverAboveCap });
    if (v.prorateByHours && v.standardHoursPerPeriod === null)
      ctx.addIssue({
        code: "custom",
        path: ["standardHoursPerPeriod"],
        message: PAY_MESSAGES.standardHoursRequired,
      });
  });
export type AccrualRuleInput = z.input<typeof accrualRuleSchema>;
export type AccrualRule = z.output<typeof accrualRuleSchema>;

/** An agency's rules: at most one per leave type (the engine would otherwise accrue a type twice). */
export const accrualRulesSchema = z.array(accrualRuleSchema).superRefine((rules, ctx) => {
  const seen = new Set<string>();
  rules.forEach((rule, i) => {
    if (seen.has(rule.leaveType))
      ctx.addIssue({ code: "custom", path: [i, "leaveType"], message: PAY_MESSAGES.duplicateLeaveType });
    seen.add(rule.leaveType);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The engine
// ---------------------------------------------------------------------------------------------------------

export type LedgerEntry = {
  /** Names the step, not its outcome: "vacation:accrual:2026-01-01", "vacation:carry_over:2027-01-01". */
  key: string;
  leaveType: LeaveType;
  kind: LedgerEntryKind;
  /** The period's last day for an accrual, January 1 for a carry-over. */
  day: string;
  /** Signed: accruals add, carry-overs remove. */
  minutes: number;
  /** "Vacation: 6 h for pay period Jan 1 – Jan 14, 2026 (tier from 5 years)" */
  ruleNote: string;
};

export type AccrualMember = {
  hireDate: string;
  /** Only part-time members are prorated, and only by rules that say so. */
  partTime: boolean;
};

/** Leave taken (approved) on a day, drawing that type's balance. */
export type LeaveDraw = { leaveType: LeaveType; day: string; minutes: number };

export type AccrueInput = {
  rules: AccrualRule[];
  member: AccrualMember;
  /** The agency's pay periods (for rules on the per_pay_period basis). */
  payPeriods: PayPeriodSettings;
  /** Steps dated from this day … */
  from: string;
  /** … through this day, both included: a period accrues once its last day is in the window. */
  through: string;
  /** The balances now, the effect of every step in alreadyDone included. Missing types are 0. */
  startingBalanceMinutes: Partial<Record<LeaveType, number>>;
  /** A part-time member's worked minutes, by the start day of the period (pay period or month, as the rule's basis). */
  workedMinutesByPeriod?: Readonly<Record<string, number>>;
  /** Keys of the steps stored by earlier runs: skipped, so running twice adds nothing. */
  alreadyDone?: ReadonlySet<string>;
  /** Leave taken in the window, so the cap and the carry-over see the balance as it was that day. */
  leaveTaken?: readonly LeaveDraw[];
};

export type AccrueResult = {
  /** In date order, then by leave type as the rules list them. */
  entries: LedgerEntry[];
  /** Every leave type's balance after the window. */
  balances: Record<LeaveType, number>;
  /**
   * Every step run now, with or without an entry: an accrual at the cap, in the waiting period or of 0 h,
   * and a carry-over with nothing to remove, leave no entry but are done all the same. Store them with the
   * entries' keys so a later run (say after leave lowered the balance) does not give that period again.
   */
  doneKeys: string[];
  /** Prorated steps with no worked minutes for their period yet: not done, a later run with the figure does them. */
  awaitingHours: string[];
};

type Step =
  | { type: "carry_over"; day: string; key: string }
  | { type: "draw"; day: string; minutes: number }
  | { type: "accrual"; day: string; key: string; period: PayPeriod; label: string };

// On one day: the carry-over opens it (January 1 starts the year), leave is taken, then the period closes.
const STEP_ORDER: Record<Step["type"], number> = { carry_over: 0, draw: 1, accrual: 2 };

export const accrualKey = (leaveType: LeaveType, step: "accrual" | "carry_over", day: string) =>
  `${leaveType}:${step}:${day}`;

const hoursText = (minutes: number) => `${formatHours(minutesToLeaveHours(minutes))} h`;
const yearsText = (years: number) => `${years} year${years === 1 ? "" : "s"}`;

function periodLabel(basis: AccrualBasis, period: PayPeriod) {
  if (basis === "per_month") {
    const { y, m } = parts(period.start);
    return `${MONTH_NAMES[m - 1]} ${y}`;
  }
  return `pay period ${formatDayRange(period.start, period.end)}`;
}

/** The steps of one rule dated in [from, through], with the leave taken, in the order they apply. */
function stepsOf(rule: AccrualRule, input: AccrueInput): Step[] {
  const { from, through } = input;
  const periods =
    rule.basis === "per_month"
      ? monthsBetween(from, through)
      : payPeriodsBetween(input.payPeriods, from, through);
  const steps: Step[] = periods
    .filter((p) => p.end >= from && p.end <= through)
    .map((period) => ({
      type: "accrual",
      day: period.end,
      key: accrualKey(rule.leaveType, "accrual", period.start),
      period,
      label: periodLabel(rule.basis, period),
    }));
  if (rule.carryOverHours !== null)
    for (let y = parts(from).y; y <= parts(through).y; y++) {
      const day = isoDay(y, 1, 1);
      if (day >= from && day <= through)
        steps.push({ type: "carry_over", day, key: accrualKey(rule.leaveType, "carry_over", day) });
    }
  for (const draw of input.leaveTaken ?? [])
    if (draw.leaveType === rule.leaveType && draw.day >= from && draw.day <= through)
      steps.push({ type: "draw", day: draw.day, minutes: draw.minutes });
  return steps.sort((a, b) => a.day.localeCompare(b.day) || STEP_ORDER[a.type] - STEP_ORDER[b.type]);
}

/** The tier for this many completed years: the last one starting at or before them. */
function tierFor(rule: AccrualRule, years: number): AccrualTier {
  let tier = rule.tiers[0];
  for (const t of rule.tiers) if (t.fromYears <= years) tier = t;
  return tier;
}

/**
 * Runs the rules over the steps dated in [from, through]: each period's accrual (dated its last day) and each
 * January 1's carry-over. A period straddling the new year is dated in January, so it counts in the new year,
 * after the carry-over. Steps in alreadyDone are skipped: their effect is already in the starting balance.
 */
export function accrue(input: AccrueInput): AccrueResult {
  // One rule per leave type is expected (accrualRulesSchema): a second would accrue and draw that type twice.
  const balances = Object.fromEntries(
    LEAVE_TYPES.map((t) => [t, input.startingBalanceMinutes[t] ?? 0]),
  ) as Record<LeaveType, number>;
  const done = input.alreadyDone ?? new Set<string>();
  const entries: LedgerEntry[] = [];
  const doneKeys: string[] = [];
  const awaitingHours: string[] = [];

  for (const rule of input.rules) {
    const type = rule.leaveType;
    const label = LEAVE_TYPE_LABELS[type];
    // A new member earns from the first period that starts once the wait is over: part of a period never earns.
    const firstEarningDay = addDaysToIsoDate(input.member.hireDate, rule.waitingDays);
    const prorated = rule.prorateByHours && input.member.partTime && rule.standardHoursPerPeriod !== null;

    for (const step of stepsOf(rule, input)) {
      if (step.type === "draw") {
        balances[type] -= step.minutes;
        continue;
      }
      if (done.has(step.key)) continue;
      // Before the rule's first day nothing of it runs, and nothing is marked done: an earlier first day runs them.
      if (
        rule.startsOn !== null &&
        (step.type === "carry_over" ? step.day : step.period.start) < rule.startsOn
      )
        continue;

      if (step.type === "carry_over") {
        const keep = leaveHoursToMinutes(rule.carryOverHours ?? 0);
        const excess = balances[type] - keep;
        doneKeys.push(step.key);
        if (excess <= 0) continue;
        const payOut = rule.overCarryOver === "pay_out";
        balances[type] = keep;
        entries.push({
          key: step.key,
          leaveType: type,
          kind: payOut ? "carry_over_payout" : "carry_over_forfeit",
          day: step.day,
          minutes: -excess,
          ruleNote: `${label}: ${hoursText(excess)} above the ${hoursText(keep)} carry-over ${payOut ? "paid out" : "forfeited"} on ${formatPayDay(step.day)}`,
        });
        continue;
      }

      if (step.period.start < firstEarningDay) {
        doneKeys.push(step.key);
        continue;
      }
      const years = yearsOfService(input.member.hireDate, step.period.end);
      const tier = tierFor(rule, years);
      const full = leaveHoursToMinutes(tier.hours);
      let earned = full;
      let workedNote = "";
      if (prorated) {
        const worked = input.workedMinutesByPeriod?.[step.period.start];
        if (worked === undefined) {
          awaitingHours.push(step.key);
          continue;
        }
        const standard = leaveHoursToMinutes(rule.standardHoursPerPeriod ?? 0);
        // More hours than a full-time period still earn a full-time accrual, never more.
        earned = Math.round((full * Math.min(worked, standard)) / standard);
        workedNote = `; ${formatHours(minutesToLeaveHours(worked))} of ${formatHours(rule.standardHoursPerPeriod ?? 0)} h worked`;
      }
      // Hours above the cap already (set by hand, or a lowered cap) stay; an accrual just adds nothing then.
      const room =
        rule.capHours === null ? earned : Math.max(0, leaveHoursToMinutes(rule.capHours) - balances[type]);
      const credited = Math.min(earned, room);
      doneKeys.push(step.key);
      if (credited <= 0) continue;
      balances[type] += credited;
      const cut = credited < earned;
      const tierNote = `tier from ${yearsText(tier.fromYears)}${workedNote}`;
      entries.push({
        key: step.key,
        leaveType: type,
        kind: cut ? "cap" : "accrual",
        day: step.day,
        minutes: credited,
        ruleNote: cut
          ? `${label}: ${hoursText(credited)} of ${hoursText(earned)} for ${step.label}, reaching the ${formatHours(rule.capHours ?? 0)} h cap (${tierNote})`
          : `${label}: ${hoursText(credited)} for ${step.label} (${tierNote})`,
      });
    }
  }

  // Leave of a type no rule accrues still draws its balance.
  const ruled = new Set(input.rules.map((r) => r.leaveType));
  for (const draw of input.leaveTaken ?? [])
    if (!ruled.has(draw.leaveType) && draw.day >= input.from && draw.day <= input.through)
      balances[draw.leaveType] -= draw.minutes;

  entries.sort((a, b) => a.day.localeCompare(b.day));
  return { entries, balances, doneKeys, awaitingHours };
}

export type ProjectionInput = {
  rules: AccrualRule[];
  member: AccrualMember;
  payPeriods: PayPeriodSettings;
  leaveType: LeaveType;
  /** The balance at the end of `asOf`: every step dated up to that day is in it. */
  balanceMinutes: number;
  asOf: string;
  /** The day whose end the projection is for. */
  on: string;
  /** Approved leave of this type still to be taken. */
  leave: readonly { day: string; minutes: number }[];
  workedMinutesByPeriod?: Readonly<Record<string, number>>;
};

/**
 * The balance at the end of `on`: today's balance, plus the accruals and carry-overs dated after `asOf`
 * through `on`, less the approved leave taken then. A part-time member's periods without worked minutes add
 * nothing (nothing is guessed). May be negative: the leave planned is more than the balance will be.
 */
export function projectedBalance(input: ProjectionInput): number {
  if (input.on <= input.asOf) return input.balanceMinutes;
  const result = accrue({
    rules: input.rules.filter((r) => r.leaveType === input.leaveType),
    member: input.member,
    payPeriods: input.payPeriods,
    from: addDaysToIsoDate(input.asOf, 1),
    through: input.on,
    startingBalanceMinutes: { [input.leaveType]: input.balanceMinutes },
    workedMinutesByPeriod: input.workedMinutesByPeriod,
    leaveTaken: input.leave.map((l) => ({ ...l, leaveType: input.leaveType })),
  });
  return result.balances[input.leaveType];
}

// ---------------------------------------------------------------------------------------------------------
// The API's shapes (the pay module's routes and the web's forms)
// ---------------------------------------------------------------------------------------------------------

const periodSchema = z.object({ start: z.string(), end: z.string() });

/** GET and PUT /api/pay/settings: the agency's pay periods (null until an admin sets them) and today's period. */
export const paySettingsSchema = z.object({
  payPeriods: z.object({ kind: z.enum(PAY_PERIOD_KINDS), firstDay: z.string() }).nullable(),
  currentPeriod: periodSchema.nullable(),
  /** The last day an accrual step ran on (the first day may not move back over it); null: none yet. */
  accruedThrough: z.string().nullable(),
});
export type PaySettings = z.infer<typeof paySettingsSchema>;

/** An agency's rule as GET /api/pay/accrual-rules answers it. */
export const accrualRuleRecordSchema = z.object({
  id: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  basis: z.enum(ACCRUAL_BASES),
  tiers: z.array(z.object({ fromYears: z.number(), hours: z.number() })),
  waitingDays: z.number(),
  capHours: z.number().nullable(),
  carryOverHours: z.number().nullable(),
  overCarryOver: z.enum(OVER_CARRY_OVER),
  prorateByHours: z.boolean(),
  standardHoursPerPeriod: z.number().nullable(),
  startsOn: z.string().nullable(),
});
export type AccrualRuleRecord = z.infer<typeof accrualRuleRecordSchema>;

/** POST /api/pay/accruals/run (admins): no options, an empty object. */
export const accrualRunRequestSchema = z.object({}).strict();
/** POST /api/pay/accruals/run (admins): what the run added. */
export const accrualRunSchema = z.object({ entries: z.number(), members: z.number() });
export type AccrualRun = z.infer<typeof accrualRunSchema>;

/** The farthest a projection looks ahead. */
export const PROJECTION_MAX_DAYS = 3650;

/** GET /api/pay/projection: a member's balance of a type at the end of a day. Managers may name a member. */
export const projectionQuerySchema = z.object({
  leaveType: z.enum(LEAVE_TYPES, { error: PAY_MESSAGES.leaveType }),
  on: z.string({ error: PAY_MESSAGES.onDate }).refine((v) => isIsoDate(v), PAY_MESSAGES.onDate),
  userId: z.uuid().optional(),
});
export type ProjectionQuery = z.infer<typeof projectionQuerySchema>;

export const projectionSchema = z.object({
  leaveType: z.enum(LEAVE_TYPES),
  on: z.string(),
  /** Today's balance (the ledger's sum), hours. */
  balanceHours: z.number(),
  /** What the rules add (or carry-overs remove) from tomorrow through `on`: the two below together. */
  changeHours: z.number(),
  /** What accruals add by then. */
  accruingHours: z.number(),
  /** What year-end carry-overs remove by then (0 or less). */
  carryOverHours: z.number(),
  projectedHours: z.number(),
});
export type Projection = z.infer<typeof projectionSchema>;

/** A member's payroll details: the number payroll knows them by, part-time or not, the hire date tiers count from. */
export const PAY_MEMBER_MESSAGES = {
  employeeNumber: "Employee number must be at most 40 letters, digits, dots, dashes or underscores",
  employeeNumberTaken: "Another member has this employee number",
  partTime: "Part-time must be true or false",
  hireDate: "Hire date must be a date (yyyy-MM-dd), not in the future",
  notFound: "Member not found",
  saved: "Payroll details saved",
} as const;

/** PATCH /api/pay/members/{userId} (admins): any of the three; an empty employee number clears it. */
export const payMemberUpdateSchema = z.object({
  employeeNumber: z
    .string({ error: PAY_MEMBER_MESSAGES.employeeNumber })
    .trim()
    .max(40, PAY_MEMBER_MESSAGES.employeeNumber)
    .regex(/^[A-Za-z0-9._-]*$/, PAY_MEMBER_MESSAGES.employeeNumber)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional(),
  partTime: z.boolean({ error: PAY_MEMBER_MESSAGES.partTime }).optional(),
  hireDate: z
    .string({ error: PAY_MEMBER_MESSAGES.hireDate })
    .refine((v) => isIsoDate(v), PAY_MEMBER_MESSAGES.hireDate)
    .nullable()
    .optional(),
});
export type PayMemberUpdate = z.infer<typeof payMemberUpdateSchema>;

/** GET /api/pay/members (officers and admins): every current member's payroll details. */
export const payMemberSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  employeeNumber: z.string().nullable(),
  partTime: z.boolean(),
  /** Null: none recorded (tiers then count from the day the member joined). */
  hireDate: z.string().nullable(),
});
export type PayMember = z.infer<typeof payMemberSchema>;

// ---------------------------------------------------------------------------------------------------------
// Pay codes and payroll exports
// ---------------------------------------------------------------------------------------------------------

/**
 * What an hour of a pay period is, each by a rule the schedule already has: worked (regular), above the FLSA
 * 7(k) threshold of a work period ending in the pay period, awarded by a call-back, worked for a colleague
 * through a trade, or approved leave of each type.
 */
export const PAY_CODE_KINDS = [
  "regular",
  "overtime",
  "flsa_overtime",
  "holiday",
  "callback",
  "trade_worked",
  "leave_vacation",
  "leave_sick",
  "leave_kelly",
  "leave_personal",
] as const;
export type PayCodeKind = (typeof PAY_CODE_KINDS)[number];
export const PAY_CODE_KIND_LABELS: Record<PayCodeKind, string> = {
  regular: "Regular",
  overtime: "Overtime",
  flsa_overtime: "FLSA 7(k) overtime",
  holiday: "Holiday worked",
  callback: "Call-back",
  trade_worked: "Trade worked",
  leave_vacation: "Vacation",
  leave_sick: "Sick",
  leave_kelly: "Kelly day",
  leave_personal: "Personal",
};
/** The pay code of a leave type's hours. */
export const leavePayCode = (type: LeaveType): PayCodeKind => `leave_${type}` as PayCodeKind;

/** Until an agency maps its own: the codes payroll systems commonly ship with, and the FLSA's half again. */
export const DEFAULT_PAY_CODES: Record<PayCodeKind, { code: string; multiplier: number }> = {
  regular: { code: "REG", multiplier: 1 },
  overtime: { code: "OT", multiplier: 1.5 },
  flsa_overtime: { code: "FLSA", multiplier: 1.5 },
  holiday: { code: "HOL", multiplier: 1.5 },
  callback: { code: "CB", multiplier: 1.5 },
  trade_worked: { code: "TRD", multiplier: 0 },
  leave_vacation: { code: "VAC", multiplier: 1 },
  leave_sick: { code: "SCK", multiplier: 1 },
  leave_kelly: { code: "KEL", multiplier: 1 },
  leave_personal: { code: "PER", multiplier: 1 },
};

export const PAY_CODE_MESSAGES = {
  code: "A code is 1 to 20 letters, digits, spaces, dots, dashes or underscores",
  multiplier: "The rate multiplier is a number from 0 to 5, in hundredths",
  duplicateCode: "Each pay code is used once",
  format: "Choose generic, ADP Workforce Now or Paychex Flex",
  companyCode: "ADP's company code is 2 or 3 letters or digits",
  clientId: "Paychex's client ID is 1 to 8 letters or digits",
  overtimeAfter: "Overtime starts after 1 to 400 hours in a pay period, in quarter hours, or leave it empty",
  needsCompanyCode: "Set ADP's company code in Settings → Pay Codes first",
  needsClientId: "Set Paychex's client ID in Settings → Pay Codes first",
  startDate: "Start date must be a date (yyyy-MM-dd)",
  endDate: "End date must be a date (yyyy-MM-dd)",
  saved: "Pay codes saved",
} as const;

const codeField = z
  .string({ error: PAY_CODE_MESSAGES.code })
  .trim()
  .regex(/^[A-Za-z0-9 ._-]{1,20}$/, PAY_CODE_MESSAGES.code);
const multiplierField = z
  .number({ error: PAY_CODE_MESSAGES.multiplier })
  .min(0, PAY_CODE_MESSAGES.multiplier)
  .max(5, PAY_CODE_MESSAGES.multiplier)
  .refine((m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-9, PAY_CODE_MESSAGES.multiplier);

/** PUT /api/pay/codes (admins): every kind's code and multiplier, and the payroll systems' identifiers. */
export const payCodesUpdateSchema = z
  .object({
    codes: z.object(
      Object.fromEntries(
        PAY_CODE_KINDS.map((k) => [k, z.object({ code: codeField, multiplier: multiplierField })]),
      ) as Record<PayCodeKind, z.ZodObject<{ code: typeof codeField; multiplier: typeof multiplierField }>>,
    ),
    adpCompanyCode: z
      .string({ error: PAY_CODE_MESSAGES.companyCode })
      .trim()
      .regex(/^([A-Za-z0-9]{2,3})?$/, PAY_CODE_MESSAGES.companyCode)
      .transform((v) => (v === "" ? null : v.toUpperCase()))
      .nullable()
      .default(null),
    paychexClientId: z
      .string({ error: PAY_CODE_MESSAGES.clientId })
      .trim()
      .regex(/^([A-Za-z0-9]{1,8})?$/, PAY_CODE_MESSAGES.clientId)
      .transform((v) => (v === "" ? null : v))
      .nullable()
      .default(null),
    /**
     * Contractual overtime: worked hours beyond this many in a pay period are paid at the overtime code (null:
     * none). FLSA 7(k) overtime counts them as paid already (29 U.S.C. 207(h)(2) credits a contract's premium).
     */
    overtimeAfterHours: z
      .number({ error: PAY_CODE_MESSAGES.overtimeAfter })
      .min(1, PAY_CODE_MESSAGES.overtimeAfter)
      .max(400, PAY_CODE_MESSAGES.overtimeAfter)
      .refine((h) => Number.isInteger(h * 4), PAY_CODE_MESSAGES.overtimeAfter)
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    const seen = new Map<string, PayCodeKind>();
    for (const kind of PAY_CODE_KINDS) {
      const code = v.codes[kind].code.toUpperCase();
      if (seen.has(code))
        ctx.addIssue({
          code: "custom",
          path: ["codes", kind, "code"],
          message: PAY_CODE_MESSAGES.duplicateCode,
        });
      seen.set(code, kind);
    }
  });
export type PayCodesUpdate = z.output<typeof payCodesUpdateSchema>;

export const payCodesSchema = z.object({
  codes: z.record(z.enum(PAY_CODE_KINDS), z.object({ code: z.string(), multiplier: z.number() })),
  adpCompanyCode: z.string().nullable(),
  paychexClientId: z.string().nullable(),
  overtimeAfterHours: z.number().nullable(),
});
export type PayCodes = z.infer<typeof payCodesSchema>;

// ---------------------------------------------------------------------------------------------------------
// Holidays: the agency's paid holidays; hours worked on one (its day in the agency's zone) are holiday hours.
// ---------------------------------------------------------------------------------------------------------

export const HOLIDAY_MESSAGES = {
  date: "Each holiday needs a date (yyyy-MM-dd)",
  name: "Each holiday needs a name of up to 60 characters",
  duplicate: "Each date is one holiday",
  tooMany: "At most 100 holidays",
  saved: "Holidays saved",
} as const;

export const holidaySchema = z.object({
  date: z.string({ error: HOLIDAY_MESSAGES.date }).refine((v) => isIsoDate(v), HOLIDAY_MESSAGES.date),
  name: z
    .string({ error: HOLIDAY_MESSAGES.name })
    .trim()
    .min(1, HOLIDAY_MESSAGES.name)
    .max(60, HOLIDAY_MESSAGES.name),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** PUT /api/pay/holidays (admins): the whole list, which replaces the last. */
export const holidaysUpdateSchema = z
  .object({
    holidays: z.array(holidaySchema, { error: HOLIDAY_MESSAGES.date }).max(100, HOLIDAY_MESSAGES.tooMany),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.holidays.forEach((h, i) => {
      if (seen.has(h.date))
        ctx.addIssue({ code: "custom", path: ["holidays", i, "date"], message: HOLIDAY_MESSAGES.duplicate });
      seen.add(h.date);
    });
  });
export type HolidaysUpdate = z.output<typeof holidaysUpdateSchema>;
/** GET and PUT /api/pay/holidays: by date. */
export const holidaysSchema = z.object({ holidays: z.array(holidaySchema) });

export const PAYROLL_EXPORT_FORMATS = ["generic", "adp", "paychex"] as const;
export type PayrollExportFormat = (typeof PAYROLL_EXPORT_FORMATS)[number];
export const PAYROLL_EXPORT_FORMAT_LABELS: Record<PayrollExportFormat, string> = {
  generic: "Pay-code hours (CSV)",
  adp: "ADP Workforce Now (Paydata EPI)",
  paychex: "Paychex Flex (SPI)",
};

/** The generic pay-code hours file: one row per member and code. */
export const GENERIC_EXPORT_COLUMNS = [
  "member",
  "employee number",
  "pay code",
  "code",
  "hours",
  "rate",
  "amount",
] as const;
/**
 * ADP Workforce Now's paydata import (ADP, "ADP Workforce Now: Importing Paydata", version 7.1): a CSV named
 * PR<company code>EPI.csv whose first three columns are Co Code, Batch ID and File #; regular and overtime hours
 * have their own columns, every other hours code goes in a Hours 3 Code / Hours 3 Amount pair, a row per code.
 * No Temp Rate: ADP pays each code at the employee's rate and its earnings code's own factor.
 */
export const ADP_EXPORT_COLUMNS = [
  "Co Code",
  "Batch ID",
  "File #",
  "Reg Hours",
  "O/T Hours",
  "Hours 3 Code",
  "Hours 3 Amount",
] as const;
/**
 * Paychex Flex's standard payroll import (Paychex, "SPI Specification Sheet"): sixteen columns in this order,
 * a header row, one row per worker and pay component; an earning carries a Rate, a Rate Number or an Amount,
 * never two.
 */
export const PAYCHEX_EXPORT_COLUMNS = [
  "Client ID",
  "Worker ID",
  "Org",
  "Job Number",
  "Pay Component",
  "Rate",
  "Rate Number",
  "Hours",
  "Units",
  "Line Date",
  "Amount",
  "Check Seq Number",
  "Override State",
  "Override Local",
  "Override Local Jurisdiction",
  "Labor Assignment",
] as const;

/** GET /api/pay/hours: each member's hours of a period by pay code, as the exports carry them. */
export const payHoursSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  members: z.array(
    z.object({
      userId: z.string(),
      userName: z.string(),
      employeeNumber: z.string().nullable(),
      lines: z.array(
        z.object({
          kind: z.enum(PAY_CODE_KINDS),
          code: z.string(),
          /** Whole minutes (hours shown from them, to the hundredth). */
          minutes: z.number(),
          /** The member's hourly rate on the period's shifts (cents; their average where they differ). */
          rateCents: z.number(),
          multiplier: z.number(),
          amountCents: z.number(),
        }),
      ),
    }),
  ),
  totals: z.object({ minutes: z.number(), amountCents: z.number() }),
  /** The period's exports, newest first, with what changed since the one before. */
  exports: z.array(
    z.object({
      format: z.enum(PAYROLL_EXPORT_FORMATS),
      exportedAt: timestampSchema,
      byName: z.string().nullable(),
      changes: z.array(z.string()),
    }),
  ),
});
export type PayHours = z.input<typeof payHoursSchema>;

/** GET /api/pay/hours: the period as the payroll screen names it (none: the current pay period). */
export const payHoursQuerySchema = z.object({
  startDate: z
    .string()
    .refine((v) => isIsoDate(v), PAY_CODE_MESSAGES.startDate)
    .optional(),
  endDate: z
    .string()
    .refine((v) => isIsoDate(v), PAY_CODE_MESSAGES.endDate)
    .optional(),
});
/** POST /api/pay/exports (admins): the period's hours in a payroll system's layout; the export is recorded. */
export const payExportQuerySchema = payHoursQuerySchema.extend({
  format: z.enum(PAYROLL_EXPORT_FORMATS, { error: PAY_CODE_MESSAGES.format }),
});
export type PayExportQuery = z.infer<typeof payExportQuerySchema>;
