import { hostNameSchema } from "@rollcall/shared/branding";
import {
  createUniverseAgencySchema,
  mailOutboxSchema,
  universeAgencyDetailSchema,
  universeAgencyRowSchema,
  universeAgencySchema,
  universePlanSchema,
  universeSummarySchema,
} from "@rollcall/shared/universe";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams } from "../../lib/http";
import { universeJobs } from "./universe.jobs";
import {
  agencyDetail,
  createAgency,
  listAgencies,
  platformSummary,
  readMailOutbox,
  setAgencyHostName,
  setAgencyPlan,
  setAgencyStatus,
} from "./universe.service";

/** Platform operators only (isUniverseAdmin), whatever their own agency's standing. */
const config = { access: "operator" } as const;

export const universeRoutes: FastifyPluginAsyncZod = async (app) => {
  // PUBLIC_URL's host serves every agency: never one agency's white-label host.
  const ownHost = new URL(app.env.publicUrl).hostname;
  // The mail outbox's clean-up (messages older than 7 days): hourly; off under NODE_ENV=test.
  const jobs = universeJobs.runner(app);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());

  // What mail could not be sent (no SMTP_URL): reset links and temporary passwords, so never through a key.
  app.get(
    "/api/universe/mail-outbox",
    {
      config: { ...config, answerHoldsSecret: true },
      schema: { summary: "Read the mail outbox", response: { 200: mailOutboxSchema } },
    },
    async (request) => readMailOutbox(request.scope, app.channels.email.configured),
  );

  app.get(
    "/api/universe/agencies",
    { config, schema: { response: { 200: z.array(universeAgencyRowSchema) } } },
    async (request) => listAgencies(request.scope),
  );

  app.get(
    "/api/universe/summary",
    { config, schema: { response: { 200: universeSummarySchema } } },
    async (request) => platformSummary(request.scope),
  );

  app.get(
    "/api/universe/agencies/:id",
    { config, schema: { params: idParams, response: { 200: universeAgencyDetailSchema } } },
    async (request) => agencyDetail(request.scope, request.params.id),
  );

  app.patch(
    "/api/universe/agencies/:id/suspend",
    { config, schema: { params: idParams, response: { 200: universeAgencySchema } } },
    async (request) => setAgencyStatus(request.scope, request.params.id, "suspended"),
  );

  app.patch(
    "/api/universe/agencies/:id/activate",
    { config, schema: { params: idParams, response: { 200: universeAgencySchema } } },
    async (request) => setAgencyStatus(request.scope, request.params.id, "active"),
  );

  app.patch(
    "/api/universe/agencies/:id/host-name",
    { config, schema: { params: idParams, body: hostNameSchema, response: { 200: universeAgencySchema } } },
    async (request) => setAgencyHostName(request.scope, request.params.id, request.body.hostName, ownHost),
  );

  app.patch(
    "/api/universe/agencies/:id/plan",
    {
      config,
      schema: {
        summary: "Set an agency's plan (invoice or sales-call customers; not one billed by Stripe)",
        params: idParams,
        body: universePlanSchema,
        response: { 200: universeAgencySchema },
      },
    },
    async (request) => setAgencyPlan(request.scope, request.params.id, request.body),
  );

  app.post(
    "/api/universe/agencies",
    { config, schema: { body: createUniverseAgencySchema, response: { 201: universeAgencyRowSchema } } },
    async (request, reply) => reply.status(201).send(await createAgency(request.scope, request.body)),
  );
};
