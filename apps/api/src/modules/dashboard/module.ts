import type { ApiModule } from "../../lib/module";
import { dashboardRoutes } from "./dashboard.routes";

export const dashboardModule: ApiModule = {
  name: "dashboard",
  description:
    "The dashboard's cards: counters, today's schedule, alerts, compliance, equipment, incidents and recent activity.",
  routes: [{ plugin: dashboardRoutes, apiKey: "dashboard" }],
};
