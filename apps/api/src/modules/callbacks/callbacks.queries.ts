/**
 * What other modules may do with call-backs: start one inside their own transaction (leave approval starts one
 * for a shift it opened when that leaves a staffing rule short).
 */
export type { Ctx as CallbackContext } from "./callbacks.eligibility";
export { openCallback, openCallbackForGap } from "./callbacks.service";
