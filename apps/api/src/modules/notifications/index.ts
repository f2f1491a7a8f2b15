/**
 * Notifications' public face: running the time-based notification jobs once (tests). Other code imports this
 * module only from here (LAYERS.md).
 */
export { runNotificationJobs } from "./notifications.jobs";
