import { apiKeys, webhookDeliveries, webhooks } from "../../db/schema/integrations";
import type { ApiModule } from "../../lib/module";
import { integrationsRoutes } from "./integrations.routes";

export const integrationsModule: ApiModule = {
  name: "integrations",
  description: "API keys and outgoing webhooks (admins).",
  routes: [{ plugin: integrationsRoutes, feature: "api" }],
  tables: { apiKeys, webhooks, webhookDeliveries },
  audited: { api_keys: "API key", webhooks: "Webhook" },
  live: {
    api_keys: ["/api/api-keys"],
    webhooks: ["/api/webhooks"],
    webhook_deliveries: ["/api/webhooks"],
  },
};
