/**
 * Pay on the web: Settings' Pay Periods, Leave Accrual and Payroll Details cards, and the projected balance
 * Request Leave shows (features/LAYERS.md: leave sits above pay here).
 */
export { AccrualRulesCard } from "./components/accrual-rules-card";
export { PayPeriodsCard } from "./components/pay-periods-card";
export { PayrollDetailsCard } from "./components/payroll-details-card";
export { ProjectedBalance } from "./components/projected-balance";
