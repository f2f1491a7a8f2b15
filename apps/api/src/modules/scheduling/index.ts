/**
 * Scheduling's public face: what other modules read and check of the shifts (overlaps, members, the open
 * shifts about to start), the changes they make to shifts (shift-changes.ts) and the shift events they announce, and the week list's statement (bench/). Other code
 * imports this module only from here (modules/registry.ts: the layers).
 */
export { firstShiftStart, uncoveredShiftsStarting } from "./scheduling.queries";
export {
  insertOpenShift,
  insertSeatShift,
  moveShiftPart,
  openForCoverage,
  reassignShifts,
  recordPunch,
  type ShiftSeat,
  setPaymentStatuses,
} from "./shift-changes";
export { describeShifts, notifyShiftEvents } from "./shift-notifications";
export {
  findConflicts,
  fullName,
  lockShift,
  managerIds,
  refuseOverlaps,
  requireMember,
  shiftListQuery,
} from "./shift-queries";
export { announceShifts, shiftsByIds } from "./shift-webhooks";
export { listShifts } from "./shifts.service";
