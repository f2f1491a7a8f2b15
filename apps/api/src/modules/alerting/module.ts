import type { ApiModule } from "../../lib/module";
import { alertingRoutes } from "./alerting.routes";
import { alertingSeed } from "./alerting.seed";

export const alertingModule: ApiModule = {
  name: "alerting",
  description:
    "Mass alerts and their answers, a member's alerting preferences and phone, and the providers' webhooks.",
  routes: [{ plugin: alertingRoutes, apiKey: "alerting" }],
  seed: alertingSeed,
};
