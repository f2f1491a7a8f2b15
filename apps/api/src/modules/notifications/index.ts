/**
 * Notifications' public face: running the time-based notification jobs once (tests), and who has a
 * notification in their bell and read it (an alert's roster). Other code imports this
 * module only from here (modules/registry.ts: the layers).
 */
export { runNotificationJobs } from "./notifications.jobs";
export { bellReceipts } from "./notifications.service";
