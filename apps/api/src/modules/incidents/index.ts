/**
 * Incidents' public face: the figures of the dashboard and analytics, the reports an automation rule watches,
 * and an NFIRS import's reports. Other code imports this module only from here (modules/registry.ts: the layers).
 */
export {
  incidentsReportedSince,
  incidentVolumeFigures,
  insertPastIncidents,
  recentIncidents,
  responseTimeFigures,
  takenIncidentNumbers,
  toInstant,
} from "./incidents.queries";
