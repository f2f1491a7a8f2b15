import { automationRules, automationRuns } from "../../db/schema/automations";
import type { ApiModule } from "../../lib/module";
import { automationsRoutes } from "./automations.routes";
import { automationsSeed } from "./automations.seed";

export const automationsModule: ApiModule = {
  name: "automations",
  description: "Workflow automation rules and their runs (admins).",
  routes: [{ plugin: automationsRoutes, feature: "automation" }],
  tables: { automationRules, automationRuns },
  audited: { automation_rules: "Automation rule" },
  live: {
    automation_rules: ["/api/automations"],
    automation_runs: ["/api/automations"],
  },
  seed: automationsSeed,
};
