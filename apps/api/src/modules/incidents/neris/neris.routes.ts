/**
 * Submitting to NERIS (decision 033): Settings → NERIS (admins), a report's submission (officers and admins),
 * the reports that need attention, and the queue's worker, started and stopped with the app. Registered by
 * incidents.routes.ts, in its context (its plan feature and API-key part).
 */
import {
  nerisAttentionListSchema,
  nerisSettingsSchema,
  nerisSettingsUpdateSchema,
  nerisSubmissionSchema,
} from "@rollcall/shared/neris/submission";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParams } from "../../../lib/http";
import { NerisClient } from "./neris.client";
import {
  getNerisSettings,
  nerisAttention,
  submitIncident,
  updateNerisSettings,
} from "./neris.submit.service";
import { createNerisWorker } from "./neris.worker";

export async function nerisSubmissionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const worker = createNerisWorker({ db: app.db, log: app.log, env: app.env, client: new NerisClient() });
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());

  app.get(
    "/api/incidents/neris/settings",
    { config: { access: "admin" }, schema: { response: { 200: nerisSettingsSchema } } },
    async (request) => getNerisSettings(request.scope, app.env),
  );

  app.put(
    "/api/incidents/neris/settings",
    {
      config: { access: "admin" },
      schema: { body: nerisSettingsUpdateSchema, response: { 200: nerisSettingsSchema } },
    },
    async (request) => updateNerisSettings(request.scope, app.env, request.body),
  );

  app.get(
    "/api/incidents/neris/attention",
    { config: { access: "manager" }, schema: { response: { 200: nerisAttentionListSchema } } },
    async (request) => ({ items: await nerisAttention(request.scope) }),
  );

  app.post(
    "/api/incidents/:id/neris/submit",
    {
      config: { access: "manager" },
      schema: { params: idParams, response: { 202: nerisSubmissionSchema } },
    },
    async (request, reply) => {
      const queued = await submitIncident(request.scope, request.params.id);
      worker.kick();
      return reply.status(202).send(queued);
    },
  );
}
