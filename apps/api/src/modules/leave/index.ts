/**
 * Leave's public face: who is away (approved leave) in a stretch of time, and the hook through which call-backs
 * start for the shifts approved leave opens, and the ledger every change of a balance is written to (the pay
 * module's accruals). Other code imports this module only from here (modules/registry.ts: the layers).
 */
export { callBackShiftsOpenedByLeave } from "./leave.hooks";
export { approvedLeaveBetween, membersOnLeave } from "./leave.queries";
export { balanceMinutesOf, type NewLedgerRow, postLedgerRows } from "./ledger.service";
