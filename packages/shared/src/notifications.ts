import { z } from "zod";
import { timestampSchema } from "./timestamps";

/** Stored notification types; the UI shows any other value it receives as-is. */
export const NOTIFICATION_TYPES = ["info", "warning", "alert", "success"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** GET /api/notifications rows and PATCH /api/notifications/{id}/read. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: timestampSchema,
});
/** As the web receives it (createdAt an ISO string). */
export type Notification = z.input<typeof notificationSchema>;

/** GET /api/notifications/count. */
export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read-all. */
export const markedReadSchema = z.object({ updated: z.number() });
export type MarkedRead = z.infer<typeof markedReadSchema>;
