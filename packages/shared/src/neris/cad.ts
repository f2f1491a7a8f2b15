/**
 * CAD opening incident reports (issue 43): a dispatch centre's CAD sends the NERIS `DispatchPayload` (the CAD
 * incident number, the call's times, its location, the units dispatched with their times) to
 * POST /api/cad/incidents with an API key of scope "cad". The first call with a number opens a draft report,
 * a later one updates the times and dispatch details of that report; the crew completes the rest. The body is
 * checked against the NERIS schema itself (apps/api/src/modules/incidents/neris/reference), so only the answer
 * has a shape here.
 */
import { z } from "zod";

export const CAD_INCIDENTS_PATH = "/api/cad/incidents";

export const CAD_MESSAGES = {
  keyOnly:
    'Only a CAD integration calls this, with an API key of scope "cad" (an admin creates one in Settings → API Keys).',
  invalid: "The dispatch payload is not a valid NERIS DispatchPayload",
  signedOff: "The report is signed off; an officer reopens it to take CAD changes",
  duplicateUnit: "This unit is listed more than once",
  timesOrder: "A unit's times go dispatched, en route, on scene, cleared, in that order",
  openedByCad: "Opened by CAD",
  /** The report's description when CAD gives neither an incident code nor a determinant. */
  description: "Opened by CAD",
  /** The report's location when CAD gives none of the address' parts. */
  noLocation: "Location not given by CAD",
} as const;

/** The answer of POST /api/cad/incidents: 201 when the call opened the report, 200 when it updated it. */
export const cadIncidentAnswerSchema = z.object({
  /** The report (GET /api/incidents/{id}). */
  id: z.string(),
  /** The report's own number: CAD's when it fits and is free, else one generated. */
  incidentNumber: z.string(),
  /** CAD's incident number, by which a later call finds the report again. */
  cadIncidentNumber: z.string(),
  created: z.boolean(),
  /** Units of the payload matching none of the agency's apparatus by name: not added to the report. */
  unmatchedUnits: z.array(z.string()),
});
export type CadIncidentAnswer = z.infer<typeof cadIncidentAnswerSchema>;
