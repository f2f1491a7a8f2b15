import type { ApiModule } from "../../lib/module";
import { exportRoutes } from "./export.routes";

export const exportModule: ApiModule = {
  name: "export",
  description: "The agency's data export: every record, as JSON or a ZIP of CSVs (admins).",
  routes: [{ plugin: exportRoutes, apiKey: "export" }],
};
