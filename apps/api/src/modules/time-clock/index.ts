/**
 * The time clock's public face: who is on duty and the day's shifts (the dashboard), and the minutes worked in
 * a stretch of days as payroll counts them and the payroll screen's period (the pay module's part-time accruals
 * and its pay codes), and the hook through which pay tells payroll the agency's pay periods. Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */

export { payrollPeriodsFrom } from "./payroll.hooks";
export { getPayroll, workedMinutesBetween } from "./payroll.service";
export { membersOnDutyCount, shiftsOverlapping } from "./time-clock.queries";
export { getCurrentShift, getTodaysShifts } from "./time-clock.service";
