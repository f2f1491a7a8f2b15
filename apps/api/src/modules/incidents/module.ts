import { incidentApparatus, incidentResponders, incidents } from "../../db/schema/incidents";
import type { ApiModule } from "../../lib/module";
import { incidentsRoutes } from "./incidents.routes";
import { incidentsSeed } from "./incidents.seed";

export const incidentsModule: ApiModule = {
  name: "incidents",
  description:
    "NFIRS incident reports with responders and apparatus, their history, PDF, figures, CSV and NERIS export.",
  routes: [{ plugin: incidentsRoutes, feature: "nfirs", apiKey: "incidents" }],
  tables: { incidents, incidentResponders, incidentApparatus },
  audited: {
    incidents: "Incident report",
    incident_responders: "Incident responder",
    incident_apparatus: "Incident apparatus",
  },
  live: {
    incidents: ["/api/incidents", "/api/dashboard"],
    incident_responders: ["/api/incidents", "/api/dashboard"],
    incident_apparatus: ["/api/incidents", "/api/dashboard"],
  },
  seed: incidentsSeed,
};
