/**
 * What leave lets a module above it add to an approval. Call-backs sit above leave (their eligibility reads who
 * is on leave), so leave does not import them: callbacks/module.ts registers here how a shift opened by leave
 * is called back, and approval calls it for each opened shift under a gap the leave opened.
 */
import type { Transaction } from "../../db/client";

/** Starts a call-back for the shift inside the approval's transaction; a refusal is an AppError 409. */
export type OpenedShiftCallBack = (
  tx: Transaction,
  ctx: { agencyId: string; timeZone: string },
  shiftId: string,
  startedById: string,
  now: Date,
) => Promise<unknown>;

let callBack: OpenedShiftCallBack | undefined;

/** Call-backs' start for the shifts approved leave opens (registered once, as call-backs load). */
export function callBackShiftsOpenedByLeave(start: OpenedShiftCallBack) {
  callBack = start;
}

/** The registered start, if any. */
export const openedShiftCallBack = () => callBack;
