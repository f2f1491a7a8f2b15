/**
 * The dashboard's cards (spec 01 §2 "Dashboard"). Every signed-in member of the agency reads them; each
 * answer is computed from the agency's own data, "today" in the agency's time zone. GET /api/dashboard
 * answers all of them at once (with the member's time clock) for the page's first paint.
 */
import {
  activityEntrySchema,
  complianceItemSchema,
  dashboardEquipmentSchema,
  dashboardIncidentSchema,
  dashboardSchema,
  dashboardStatsSchema,
  todayScheduleSchema,
  urgentAlertSchema,
} from "@rollcall/shared/dashboard";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  getComplianceStatus,
  getDashboard,
  getDashboardStats,
  getEquipmentStatus,
  getRecentActivity,
  getRecentIncidents,
  getTodaySchedule,
  getUrgentAlerts,
} from "./dashboard.service";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // The first paint in one call; the cards below refresh one by one through their own endpoints.
  app.get("/api/dashboard", { schema: { response: { 200: dashboardSchema } } }, async (request) =>
    getDashboard(request.scope),
  );

  app.get("/api/dashboard/stats", { schema: { response: { 200: dashboardStatsSchema } } }, async (request) =>
    getDashboardStats(request.scope),
  );

  app.get("/api/dashboard/today", { schema: { response: { 200: todayScheduleSchema } } }, async (request) =>
    getTodaySchedule(request.scope),
  );

  app.get(
    "/api/dashboard/alerts",
    { schema: { response: { 200: z.array(urgentAlertSchema) } } },
    async (request) => getUrgentAlerts(request.scope),
  );

  app.get(
    "/api/dashboard/compliance",
    { schema: { response: { 200: z.array(complianceItemSchema) } } },
    async (request) => getComplianceStatus(request.scope),
  );

  app.get(
    "/api/dashboard/equipment",
    { schema: { response: { 200: z.array(dashboardEquipmentSchema) } } },
    async (request) => getEquipmentStatus(request.scope),
  );

  app.get(
    "/api/dashboard/incidents",
    { schema: { response: { 200: z.array(dashboardIncidentSchema) } } },
    async (request) => getRecentIncidents(request.scope),
  );

  app.get(
    "/api/dashboard/activity",
    { schema: { response: { 200: z.array(activityEntrySchema) } } },
    async (request) => getRecentActivity(request.scope),
  );
};
