import { agencies } from "../../db/schema/agencies";
import { auditLogs } from "../../db/schema/audit";
import type { ApiModule } from "../../lib/module";
import { agenciesRoutes } from "./agencies.routes";
import { brandingRoutes } from "./branding.routes";

export const agenciesModule: ApiModule = {
  name: "agencies",
  description: "The agency, its members and its audit log (admins); its logo and white-label brand.",
  routes: [{ plugin: agenciesRoutes, apiKey: "agency" }, { plugin: brandingRoutes }],
  tables: { agencies, auditLogs },
  audited: { agencies: "Agency" },
  live: {
    agencies: ["/api/agencies", "/api/billing", "/api/user"],
  },
};
