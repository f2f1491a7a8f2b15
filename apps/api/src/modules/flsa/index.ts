/**
 * FLSA's public face: overtime over a range of days, for the analytics charts. Other code imports this module
 * only from here (LAYERS.md).
 */
export { overtimeFromWork, workByPeriod, workPeriodsIn } from "./flsa.queries";
