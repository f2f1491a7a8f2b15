/**
 * Pay's public face: running the accruals (the job, and tests). Other code imports this module only from here
 * (modules/registry.ts: the layers).
 */
export { payJobs } from "./pay.jobs";
