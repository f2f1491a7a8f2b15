/**
 * Minimum staffing: the agency's rules (every member reads; admins and officers write), the gaps they find in
 * the schedule, and the agency's staffing settings (every member reads; admins write).
 */
import {
  staffingGapListSchema,
  staffingGapsQuerySchema,
  staffingRuleDtoSchema,
  staffingRuleListSchema,
  staffingRuleSchema,
  staffingRuleUpdateSchema,
  staffingSettingsSchema,
  staffingSettingsUpdateSchema,
} from "@rollcall/shared/staffing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams, noContent } from "../../lib/http";
import {
  createRule,
  deleteRule,
  getSettings,
  listGaps,
  listRules,
  updateRule,
  updateSettings,
} from "./staffing.service";

export const staffingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/staffing/rules", { schema: { response: { 200: staffingRuleListSchema } } }, async (request) =>
    listRules(request.scope),
  );

  app.post(
    "/api/staffing/rules",
    {
      config: { access: "manager" },
      schema: { body: staffingRuleSchema, response: { 201: staffingRuleDtoSchema } },
    },
    async (request, reply) => reply.status(201).send(await createRule(request.scope, request.body)),
  );

  app.patch(
    "/api/staffing/rules/:id",
    {
      config: { access: "manager" },
      schema: { params: idParams, body: staffingRuleUpdateSchema, response: { 200: staffingRuleDtoSchema } },
    },
    async (request) => updateRule(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/staffing/rules/:id",
    { config: { access: "manager" }, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteRule(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/staffing/gaps",
    { schema: { querystring: staffingGapsQuerySchema, response: { 200: staffingGapListSchema } } },
    async (request) => listGaps(request.scope, request.query),
  );

  app.get(
    "/api/staffing/settings",
    { schema: { response: { 200: staffingSettingsSchema } } },
    async (request) => getSettings(request.scope),
  );

  app.patch(
    "/api/staffing/settings",
    {
      config: { access: "admin" },
      schema: { body: staffingSettingsUpdateSchema, response: { 200: staffingSettingsSchema } },
    },
    async (request) => updateSettings(request.scope, request.body),
  );
};
