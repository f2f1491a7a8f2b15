/**
 * Call-backs' public face: starting one inside another module's transaction (an automation rule, a gap), and a
 * member's answer to an offer (an SMS reply). Other code imports this module only from here (modules/registry.ts: the layers).
 */
export type { Ctx as CallbackContext } from "./callbacks.eligibility";
export { blockHours } from "./callbacks.eligibility";
export { openCallback, openCallbackForGap, respondToCallback } from "./callbacks.service";
