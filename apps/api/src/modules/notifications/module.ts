import { notifications } from "../../db/schema/notifications";
import type { ApiModule } from "../../lib/module";
import { notificationsRoutes } from "./notifications.routes";
import { notificationsSeed } from "./notifications.seed";

export const notificationsModule: ApiModule = {
  name: "notifications",
  description: "A member's notifications: the list, the unread count, marking them read.",
  routes: [{ plugin: notificationsRoutes }],
  tables: { notifications },
  live: {
    notifications: ["/api/notifications"],
  },
  seed: notificationsSeed,
};
