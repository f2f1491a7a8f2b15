/**
 * The dashboard's public face: the first paint's reads (bench/). Other code imports this module only from here
 * (modules/registry.ts: the layers).
 */
export { type DashboardReads, getDashboard } from "./dashboard.service";
