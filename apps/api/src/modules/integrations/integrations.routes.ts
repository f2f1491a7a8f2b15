/**
 * Integrations (issue 18, "API Access & Integrations": Standard and Pro, gated in app.ts): an agency's API keys
 * and outgoing webhooks, admins only. A key is shown once, in the answer that makes it; the list shows its start. No key can reach
 * these routes (app.ts names no API part for this module): a key never makes or revokes keys.
 */
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookSchema,
} from "@rollcall/shared/integrations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "../../lib/http";
import { createWebhookWorker } from "../../lib/webhooks";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks } from "./webhooks.service";

const admin = { access: "admin" } as const;

export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Outgoing webhooks' delivery loop (lib/webhooks.ts): events are queued by the modules that make the changes.
  const worker = createWebhookWorker(app);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());

  app.get(
    "/api/api-keys",
    { config: admin, schema: { response: { 200: z.array(apiKeySchema) } } },
    async (request) => listApiKeys(request.scope),
  );

  app.post(
    "/api/api-keys",
    {
      // The key is in this answer only: never kept for an Idempotency-Key replay (plugins/idempotency.ts).
      config: { ...admin, answerHoldsSecret: true },
      schema: { body: apiKeyCreateSchema, response: { 201: apiKeyCreatedSchema } },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(request.scope, request.body)),
  );

  app.delete(
    "/api/api-keys/:id",
    { config: admin, schema: { params: idParams, response: noContent("Revoked") } },
    async (request, reply) => {
      await revokeApiKey(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/webhooks",
    { config: admin, schema: { response: { 200: z.array(webhookSchema) } } },
    async (request) => listWebhooks(request.scope),
  );

  app.post(
    "/api/webhooks",
    {
      // The signing secret is in this answer only: never kept for an Idempotency-Key replay.
      config: { ...admin, answerHoldsSecret: true },
      schema: { body: webhookCreateSchema, response: { 201: webhookCreatedSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(request.scope, app.env, request.body)),
  );

  app.delete(
    "/api/webhooks/:id",
    { config: admin, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteWebhook(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/webhooks/:id/deliveries",
    { config: admin, schema: { params: idParams, response: { 200: z.array(webhookDeliverySchema) } } },
    async (request) => listDeliveries(request.scope, request.params.id),
  );
};
