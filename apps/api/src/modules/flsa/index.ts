/**
 * FLSA's public face: overtime over a range of days, for the analytics charts. Other code imports this module
 * only from here (modules/registry.ts: the layers).
 */
export { overtimeFromWork, workByPeriod, workPeriodsIn } from "./flsa.queries";
