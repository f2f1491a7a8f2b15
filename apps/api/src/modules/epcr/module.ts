import { nemsisSettings } from "../../db/schema/epcr-settings";
import type { ApiModule } from "../../lib/module";
import { nemsisSettingsRoutes } from "./settings/settings.routes";

/** Patient care reports (ePCR) to NEMSIS v3.5.1. Its routes and tables come with the report's screens. */
export const epcrModule: ApiModule = {
  name: "epcr",
  description: "Patient care reports (ePCR) and their NEMSIS v3.5.1 exports (EMSDataSet, DEMDataSet).",
  // No API key part: patient care data is read by signed-in members only.
  routes: [{ plugin: nemsisSettingsRoutes, feature: "nfirs" }],
  tables: { nemsisSettings },
  audited: { nemsis_settings: "NEMSIS settings" },
  live: { nemsis_settings: ["/api/pcr/settings"] },
};
