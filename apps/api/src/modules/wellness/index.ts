/**
 * Wellness' public face: whose medical evaluation is due (the notification job; the answer goes to each
 * record's owner alone). Other code imports this module only from here (modules/registry.ts: the layers).
 */
export { medicalEvaluationsDueBy } from "./wellness.queries";
