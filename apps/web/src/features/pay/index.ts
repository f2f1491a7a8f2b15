/**
 * Pay on the web: Settings' Pay Periods, Leave Accrual and Payroll Details cards, and the projected balance
 * Request Leave shows, and the agency's pay periods the payroll screen steps by (features/LAYERS.md: leave and
 * time-clock sit above pay here).
 */
export { usePaySettings } from "./api/get-pay-settings";
export { AccrualRulesCard } from "./components/accrual-rules-card";
export { PayPeriodsCard } from "./components/pay-periods-card";
export { PayrollDetailsCard } from "./components/payroll-details-card";
export { ProjectedBalance } from "./components/projected-balance";
