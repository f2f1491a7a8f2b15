import {
  alertDeliveries,
  alertingProfiles,
  alertRecipients,
  alerts,
  phoneVerifications,
  platformSecrets,
  pushSubscriptions,
} from "../../db/schema/alerting";
import type { ApiModule } from "../../lib/module";
import { alertingRoutes } from "./alerting.routes";
import { alertingSeed } from "./alerting.seed";

export const alertingModule: ApiModule = {
  name: "alerting",
  description:
    "Mass alerts and their answers, a member's alerting preferences and phone, and the providers' webhooks.",
  routes: [{ plugin: alertingRoutes, apiKey: "alerting" }],
  tables: {
    alertingProfiles,
    phoneVerifications,
    pushSubscriptions,
    alerts,
    alertRecipients,
    alertDeliveries,
    platformSecrets,
  },
  audited: {
    alerts: "Mass alert",
    alert_recipients: "Alert answer",
    alerting_profiles: "Alerting preferences",
  },
  globalKeys: {
    unique: {
      "alert_recipients.alert_recipients_token_unique":
        "a mass alert's answer link is looked up by its token alone, before any agency is known",
    },
  },
  live: {
    alerts: ["/api/alerts"],
    alert_recipients: ["/api/alerts"],
    alert_deliveries: ["/api/alerts", "/api/alerting"],
    alerting_profiles: ["/api/profile/alerting", "/api/alerting"],
    phone_verifications: ["/api/profile/alerting"],
    push_subscriptions: ["/api/profile/alerting", "/api/alerting"],
  },
  seed: alertingSeed,
};
