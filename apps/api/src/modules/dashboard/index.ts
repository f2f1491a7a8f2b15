/**
 * The dashboard's public face: the first paint's reads (bench/). Other code imports this module only from here
 * (LAYERS.md).
 */
export { type DashboardReads, getDashboard } from "./dashboard.service";
