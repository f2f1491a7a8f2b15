/** The notifications the app shell's bell and panel show (app/layouts). */
export { useNotificationCount } from "./api/get-notification-count";
export { type Notification, useNotifications } from "./api/get-notifications";
export { useMarkAllNotificationsRead } from "./api/mark-all-notifications-read";
export { useMarkNotificationRead } from "./api/mark-notification-read";
