import type { ApiModule } from "../../lib/module";
import { automationsRoutes } from "./automations.routes";

export const automationsModule: ApiModule = {
  name: "automations",
  description: "Workflow automation rules and their runs (admins).",
  routes: [{ plugin: automationsRoutes, feature: "automation" }],
};
