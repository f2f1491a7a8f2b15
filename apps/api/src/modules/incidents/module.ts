import {
  incidentApparatus,
  incidentResponders,
  incidents,
  nerisSettings,
  nerisSubmissions,
} from "../../db/schema/incidents";
import type { ApiModule } from "../../lib/module";
import { incidentsRoutes } from "./incidents.routes";
import { incidentsSeed } from "./incidents.seed";

export const incidentsModule: ApiModule = {
  name: "incidents",
  description:
    "NFIRS and NERIS incident reports with responders and apparatus, their history, PDF, figures, NERIS validation, CSV and NERIS export.",
  routes: [{ plugin: incidentsRoutes, feature: "nfirs", apiKey: "incidents" }],
  tables: { incidents, incidentResponders, incidentApparatus, nerisSettings, nerisSubmissions },
  audited: {
    incidents: "Incident report",
    incident_responders: "Incident responder",
    incident_apparatus: "Incident apparatus",
    neris_settings: "NERIS settings",
    neris_submissions: "NERIS submission",
  },
  live: {
    incidents: ["/api/incidents", "/api/dashboard"],
    incident_responders: ["/api/incidents", "/api/dashboard"],
    incident_apparatus: ["/api/incidents", "/api/dashboard"],
    // The department's NERIS id is in every report's payload and its validation.
    neris_settings: ["/api/incidents"],
    // Each report answers its submission state; the attention list is under /api/incidents too.
    neris_submissions: ["/api/incidents"],
  },
  seed: incidentsSeed,
};
