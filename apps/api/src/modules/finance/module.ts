import type { ApiModule } from "../../lib/module";
import { financeRoutes } from "./finance.routes";

export const financeModule: ApiModule = {
  name: "finance",
  description: "Budgets and expenses (admins).",
  routes: [{ plugin: financeRoutes, feature: "finance", apiKey: "finance" }],
};
