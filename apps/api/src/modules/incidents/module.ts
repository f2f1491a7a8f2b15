import type { ApiModule } from "../../lib/module";
import { incidentsRoutes } from "./incidents.routes";
import { incidentsSeed } from "./incidents.seed";

export const incidentsModule: ApiModule = {
  name: "incidents",
  description:
    "NFIRS incident reports with responders and apparatus, their history, PDF, figures, CSV and NERIS export.",
  routes: [{ plugin: incidentsRoutes, feature: "nfirs", apiKey: "incidents" }],
  seed: incidentsSeed,
};
