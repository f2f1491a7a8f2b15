/**
 * Pay on the web: Settings' Pay Periods, Leave Accrual and Payroll Details cards, and the projected balance
 * Request Leave shows, the agency's pay periods the payroll screen steps by, and its hours by pay code with the payroll exports (features/LAYERS.md: leave and
 * time-clock sit above pay here).
 */
export { usePaySettings } from "./api/get-pay-settings";
export { AccrualRulesCard } from "./components/accrual-rules-card";
export { HolidaysCard } from "./components/holidays-card";
export { PayCodesCard } from "./components/pay-codes-card";
export { PayHoursSection } from "./components/pay-hours-section";
export { PayPeriodsCard } from "./components/pay-periods-card";
export { PayrollDetailsCard } from "./components/payroll-details-card";
export { ProjectedBalance } from "./components/projected-balance";
