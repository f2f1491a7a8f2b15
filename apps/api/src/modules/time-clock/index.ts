/**
 * The time clock's public face: who is on duty and the day's shifts (the dashboard), and the minutes worked in
 * a stretch of days as payroll counts them and the payroll screen's period (the pay module's part-time accruals
 * and its pay codes). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */

export { getPayroll, workedMinutesBetween } from "./payroll.service";
export { membersOnDutyCount, shiftsOverlapping } from "./time-clock.queries";
export { getCurrentShift, getTodaysShifts } from "./time-clock.service";
