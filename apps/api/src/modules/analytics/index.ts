/**
 * Analytics' public face: running its jobs once (bench/). Other code imports this module only from here
 * (LAYERS.md).
 */
export { runAnalyticsJobs } from "./analytics.jobs";
