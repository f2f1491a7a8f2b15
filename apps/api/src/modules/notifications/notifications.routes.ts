import { markedReadSchema, notificationSchema, unreadCountSchema } from "@rollcall/shared/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../lib/http";
import { createNotificationJobRunner } from "./notifications.jobs";
import { countUnread, listNotifications, markAllRead, markRead } from "./notifications.service";

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Time-based notifications (expiring certifications, maintenance due): every 15 minutes, first run shortly
  // after start; off under NODE_ENV=test, where tests call the jobs directly.
  const jobs = createNotificationJobRunner(app);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());

  app.get(
    "/api/notifications",
    { schema: { response: { 200: z.array(notificationSchema) } } },
    async (request) => listNotifications(request.scope),
  );

  app.get(
    "/api/notifications/count",
    { schema: { response: { 200: unreadCountSchema } } },
    async (request) => ({
      count: await countUnread(request.scope),
    }),
  );

  app.patch(
    "/api/notifications/:id/read",
    { schema: { params: idParams, response: { 200: notificationSchema } } },
    async (request) => markRead(request.scope, request.params.id),
  );

  app.post(
    "/api/notifications/read-all",
    { schema: { response: { 200: markedReadSchema } } },
    async (request) => ({
      updated: await markAllRead(request.scope),
    }),
  );
};
