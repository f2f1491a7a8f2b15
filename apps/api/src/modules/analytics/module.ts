import { analyticsChunks } from "../../db/schema/analytics";
import type { ApiModule } from "../../lib/module";
import { analyticsRoutes } from "./analytics.routes";

export const analyticsModule: ApiModule = {
  name: "analytics",
  description:
    "Advanced analytics: response times, incident volume, overtime, staffing gaps, compliance, training hours and budget.",
  routes: [{ plugin: analyticsRoutes, feature: "analytics" }],
  tables: { analyticsChunks },
};
