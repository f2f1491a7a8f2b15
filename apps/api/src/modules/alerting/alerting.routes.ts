/**
 * Alerting: a member's own preferences (phone, channels per kind, quiet hours, push browsers), mass alerts
 * (officers and admins send; recipients answer in the app or through their answer link), the admins' view of
 * who is reachable where, and Twilio's webhooks (twilio.routes.ts). The delivery worker starts and stops with
 * the app; a route that queues messages kicks it so they leave at once.
 */
import {
  alertAnswerInput,
  alertDetailSchema,
  alertInput,
  alertingPreferencesInput,
  alertingPreferencesSchema,
  alertingStatusSchema,
  alertRespondViewSchema,
  alertSummarySchema,
  phoneVerifyInput,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from "@rollcall/shared/alerting";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createDeliveryWorker } from "../../lib/alerting/queue";
import { idParams } from "../../lib/http";
import {
  alertingStatus,
  answerByLink,
  answerInApp,
  getAlert,
  listAlerts,
  sendAlert,
  viewByLink,
} from "./alerts.service";
import {
  getPreferences,
  subscribePush,
  unsubscribePush,
  updatePreferences,
  verifyPhone,
} from "./preferences.service";
import { twilioRoutes } from "./twilio.routes";

// The answer link's token (lib/tokens.ts). Missing or malformed, it names no link: 404 like a wrong one.
const tokenQuery = z.object({ token: z.string().optional() });

export const alertingRoutes: FastifyPluginAsyncZod = async (app) => {
  const worker = createDeliveryWorker(app);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());

  await app.register(twilioRoutes);

  app.get(
    "/api/profile/alerting",
    { schema: { response: { 200: alertingPreferencesSchema } } },
    async (request) => getPreferences(request.scope, app.channels),
  );

  app.put(
    "/api/profile/alerting",
    { schema: { body: alertingPreferencesInput, response: { 200: alertingPreferencesSchema } } },
    async (request) => {
      const { preferences, codeQueued } = await updatePreferences(request.scope, app.channels, request.body);
      if (codeQueued) worker.kick();
      return preferences;
    },
  );

  app.post(
    "/api/profile/phone/verify",
    { schema: { body: phoneVerifyInput, response: { 200: alertingPreferencesSchema } } },
    async (request) => verifyPhone(request.scope, app.channels, request.body.code),
  );

  app.post(
    "/api/profile/push",
    { schema: { body: pushSubscriptionInput, response: { 200: alertingPreferencesSchema } } },
    async (request) =>
      subscribePush(request.scope, app.channels, request.body, request.headers["user-agent"] ?? null),
  );

  app.delete(
    "/api/profile/push",
    { schema: { body: pushUnsubscribeInput, response: { 200: alertingPreferencesSchema } } },
    async (request) => unsubscribePush(request.scope, app.channels, request.body.endpoint),
  );

  app.post(
    "/api/alerts",
    {
      config: { access: "manager" },
      schema: { body: alertInput, response: { 201: alertDetailSchema } },
    },
    async (request, reply) => {
      const detail = await sendAlert(request.scope, app.channels, request.body);
      worker.kick();
      return reply.status(201).send(detail);
    },
  );

  app.get("/api/alerts", { schema: { response: { 200: z.array(alertSummarySchema) } } }, async (request) =>
    listAlerts(request.scope),
  );

  app.get(
    "/api/alerts/:id",
    { schema: { params: idParams, response: { 200: alertDetailSchema } } },
    async (request) => getAlert(request.scope, app.channels, request.params.id),
  );

  app.post(
    "/api/alerts/:id/answer",
    { schema: { params: idParams, body: alertAnswerInput, response: { 200: alertDetailSchema } } },
    async (request) => answerInApp(request.scope, app.channels, request.params.id, request.body),
  );

  app.get(
    "/api/alerts/:id/respond",
    {
      config: { access: "public" },
      schema: { params: idParams, querystring: tokenQuery, response: { 200: alertRespondViewSchema } },
    },
    async (request) => viewByLink(app.db, request.params.id, request.query.token),
  );

  app.post(
    "/api/alerts/:id/respond",
    {
      config: { access: "public" },
      schema: {
        params: idParams,
        querystring: tokenQuery,
        body: alertAnswerInput,
        response: { 200: alertRespondViewSchema },
      },
    },
    async (request) =>
      answerByLink(app.db, request.params.id, request.query.token, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      }),
  );

  app.get(
    "/api/alerting/status",
    { config: { access: "admin" }, schema: { response: { 200: alertingStatusSchema } } },
    async (request) => alertingStatus(request.scope, app.channels),
  );
};
