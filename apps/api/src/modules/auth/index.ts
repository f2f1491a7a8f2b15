/**
 * Auth's public face: signing up an agency and asking for a password reset (bench/). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */
export { registerAgency, requestPasswordReset } from "./auth.service";
