import type { AgencyStatus } from "@rollcall/shared/agencies";

export const STATUS_LABELS: Record<AgencyStatus, string> = { active: "Active", suspended: "Suspended" };

/** Whole dollars a month. */
export const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;
