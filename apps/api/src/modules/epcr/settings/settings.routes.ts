import { nemsisSettingsSchema, nemsisSettingsUpdateSchema } from "@rollcall/shared/epcr/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getNemsisSettings, updateNemsisSettings } from "./settings.service";

/** Settings → NEMSIS: admins read and set the agency's NEMSIS ids, codes and state web service. */
export const nemsisSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/pcr/settings",
    { config: { access: "admin" }, schema: { response: { 200: nemsisSettingsSchema } } },
    async (request) => getNemsisSettings(request.scope),
  );

  app.put(
    "/api/pcr/settings",
    {
      config: { access: "admin" },
      schema: { body: nemsisSettingsUpdateSchema, response: { 200: nemsisSettingsSchema } },
    },
    async (request) => updateNemsisSettings(request.scope, app.env, request.body),
  );
};
