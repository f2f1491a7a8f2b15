import { budgets, expenses } from "../../db/schema/finance";
import type { ApiModule } from "../../lib/module";
import { financeRoutes } from "./finance.routes";
import { financeSeed } from "./finance.seed";

export const financeModule: ApiModule = {
  name: "finance",
  description: "Budgets and expenses (admins).",
  routes: [{ plugin: financeRoutes, feature: "finance", apiKey: "finance" }],
  tables: { budgets, expenses },
  audited: { budgets: "Budget", expenses: "Expense" },
  live: {
    budgets: ["/api/budgets", "/api/finance"],
    expenses: ["/api/expenses", "/api/budgets", "/api/finance"],
  },
  seed: financeSeed,
};
