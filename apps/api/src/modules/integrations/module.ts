import type { ApiModule } from "../../lib/module";
import { integrationsRoutes } from "./integrations.routes";

export const integrationsModule: ApiModule = {
  name: "integrations",
  description: "API keys and outgoing webhooks (admins).",
  routes: [{ plugin: integrationsRoutes, feature: "api" }],
};
