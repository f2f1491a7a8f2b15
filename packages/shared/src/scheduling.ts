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

export const RECURRING_PATTERNS = ["daily", "weekly", "custom"] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

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

export const SHIFT_PAYMENT_STATUSES = ["pending", "approved", "paid"] as const;
export type ShiftPaymentStatus = (typeof SHIFT_PAYMENT_STATUSES)[number];

export const SHIFT_SWAP_STATUSES = ["pending", "approved", "rejected", "cancelled"] as const;
export type ShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];

export const SHIFT_BID_STATUSES = ["pending", "accepted", "rejected", "outbid"] as const;
export type ShiftBidStatus = (typeof SHIFT_BID_STATUSES)[number];
