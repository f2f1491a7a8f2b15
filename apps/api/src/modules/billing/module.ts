import type { ApiModule } from "../../lib/module";
import { billingRoutes } from "./billing.routes";

export const billingModule: ApiModule = {
  name: "billing",
  description: "The plan: Stripe checkout and billing portal, the billing status, and Stripe's webhook.",
  routes: [{ plugin: billingRoutes }],
};
