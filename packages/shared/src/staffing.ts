/**
 * Staffing as a fire department runs it: minimum staffing rules, leave, FLSA 7(k) work periods, and the agency
 * settings they share. Domain facts: shared/reference/staffing.md. Resource schemas are added beside the
 * constants as each part is built; one constant per business rule lives here.
 */

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

// Call-back (settings only for now; the call-back itself comes later) --------------------------------------

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
  leaveMaxConcurrent: null as number | null,
  leaveMinNoticeDays: 0,
  leaveBlockedDates: [] as string[],
  flsaPeriodDays: FLSA_MAX_PERIOD_DAYS,
  flsaPeriodStart: null as string | null,
  flsaStandard: "fire" as FlsaStandard,
};
