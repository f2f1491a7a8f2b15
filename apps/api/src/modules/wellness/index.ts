/**
 * Wellness' public face: whose medical evaluation is due (the notification job; the answer goes to each
 * record's owner alone). Other code imports this module only from here (LAYERS.md).
 */
export { medicalEvaluationsDueBy } from "./wellness.queries";
