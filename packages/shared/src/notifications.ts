/** Stored notification types; the UI shows any other value it receives as-is. */
export const NOTIFICATION_TYPES = ["info", "warning", "alert", "success"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
