import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getDashboardStats } from "./dashboard.service";

const statsResponse = z.object({
  onDuty: z.number(),
  availableUnits: z.number(),
  expiringCerts: z.number(),
  trainingDue: z.number(),
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/dashboard/stats", { schema: { response: { 200: statsResponse } } }, async (request) =>
    getDashboardStats(request.scope),
  );
};
