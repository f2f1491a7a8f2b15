/**
 * Auth's public face: signing up an agency and asking for a password reset (bench/). Other code imports this
 * module only from here (LAYERS.md).
 */
export { registerAgency, requestPasswordReset } from "./auth.service";
