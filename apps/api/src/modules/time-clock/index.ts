/**
 * The time clock's public face: who is on duty and the day's shifts (the dashboard). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */
export { membersOnDutyCount, shiftsOverlapping } from "./time-clock.queries";
export { getCurrentShift, getTodaysShifts } from "./time-clock.service";
