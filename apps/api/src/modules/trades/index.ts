/**
 * Trades' public face: the completed trades of a stretch of time (the day's roster reads them); app.ts mounts its
 * routes. Other code imports this module only from here (modules/registry.ts: the layers).
 */
export { approvedTradesBetween } from "./trades.queries";
