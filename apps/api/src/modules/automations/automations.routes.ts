/**
 * Workflow automation (issue 18, Pro: gated in app.ts by the plan feature "automation"): an agency's rules and
 * their run history, admins only. The rules run in the automation job (automations.jobs.ts).
 */
import {
  automationRuleCreateSchema,
  automationRuleSchema,
  automationRuleUpdateSchema,
  automationRunSchema,
} from "@rollcall/shared/automations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParams, noContent } from "../../lib/http";
import { createAutomationJobRunner } from "./automations.jobs";
import { createRule, deleteRule, listRules, listRuns, updateRule } from "./automations.service";

const admin = { access: "admin" } as const;

export const automationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createAutomationJobRunner(app);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());

  app.get(
    "/api/automations",
    { config: admin, schema: { response: { 200: z.array(automationRuleSchema) } } },
    async (request) => listRules(request.scope),
  );

  app.post(
    "/api/automations",
    { config: admin, schema: { body: automationRuleCreateSchema, response: { 201: automationRuleSchema } } },
    async (request, reply) => reply.status(201).send(await createRule(request.scope, request.body)),
  );

  app.patch(
    "/api/automations/:id",
    {
      config: admin,
      schema: { params: idParams, body: automationRuleUpdateSchema, response: { 200: automationRuleSchema } },
    },
    async (request) => updateRule(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/automations/:id",
    { config: admin, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteRule(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/automations/:id/runs",
    { config: admin, schema: { params: idParams, response: { 200: z.array(automationRunSchema) } } },
    async (request) => listRuns(request.scope, request.params.id),
  );
};
