/**
 * Notifications' public face: running the time-based notification jobs once (tests). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */
export { runNotificationJobs } from "./notifications.jobs";
