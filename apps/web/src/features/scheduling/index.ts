/**
 * Scheduling's face: the shift reads the modules above it use (trades, call-backs), the Request Coverage dialog
 * (the dashboard's quick action), and the slot through which those modules add to the scheduling page.
 */

export { type UpcomingShift, useMyUpcomingShifts } from "./api/get-my-upcoming-shifts";
export { useOpenShifts } from "./api/get-open-shifts";
export { invalidateSchedule } from "./api/invalidate-schedule";
export { RequestCoverageDialog } from "./components/request-coverage-dialog";
export type { ShiftWorkflow } from "./workflows";
