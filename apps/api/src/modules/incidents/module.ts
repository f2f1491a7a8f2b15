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
import { CAD_OPENAPI_SCHEMAS } from "./neris/cad.openapi";
import { cadRoutes } from "./neris/cad.routes";

export const incidentsModule: ApiModule = {
  name: "incidents",
  description:
    "NFIRS and NERIS incident reports with responders and apparatus, their history, PDF, figures, NERIS validation, CSV and NERIS export, and CAD opening reports from dispatch.",
  routes: [
    { plugin: incidentsRoutes, feature: "nfirs", apiKey: "incidents" },
    // CAD opening and updating reports: only a key of scope "cad" (or the bare write).
    { plugin: cadRoutes, feature: "nfirs", apiKey: "cad" },
  ],
  openapiSchemas: CAD_OPENAPI_SCHEMAS,
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
