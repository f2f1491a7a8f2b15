/**
 * What the payroll screen asks of a module above it. The pay module owns the agency's pay periods and sits above
 * the time clock (its pay codes read payroll), so the time clock does not import it: pay/module.ts registers here
 * how an agency's pay periods are read, and payroll's current period follows them.
 */
import type { PayPeriodSettings } from "@rollcall/shared/pay";
import type { Transaction } from "../../db/client";

export type PayPeriodsOf = (tx: Transaction, agencyId: string) => Promise<PayPeriodSettings | null>;

let source: PayPeriodsOf | undefined;

/** The pay module's reader of an agency's pay periods (registered once, as pay loads). */
export function payrollPeriodsFrom(read: PayPeriodsOf) {
  source = read;
}

/** The registered reader, if any (none: payroll keeps the two-week default). */
export const payPeriodsSource = () => source;
