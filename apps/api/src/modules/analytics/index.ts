/**
 * Analytics' public face: running its jobs once (bench/). Other code imports this module only from here
 * (modules/registry.ts: the layers).
 */
export { runAnalyticsJobs } from "./analytics.jobs";
