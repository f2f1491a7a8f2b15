/**
 * From a report to the NERIS API's request body (IncidentPayload, reference/incident-payload.schema.json).
 * The report's columns give what they already hold: the incident number, the primary NERIS type, the
 * outcome narrative, the alarm time (the call's arrival at the dispatch centre), the last unit cleared, the
 * apparatus with their own times; incidents.neris gives the rest under the API's own names. Nothing is
 * guessed: a part the report does not hold is left out, and validation names it.
 */
import { NFIRS_ACTION_TO_NERIS, nerisLocationUseFor } from "@rollcall/shared/neris/crosswalk";
import type { NerisIncidentData, NerisLocation } from "@rollcall/shared/neris/incident";
import type { LoadedIncident } from "../incidents.queries";

export type IncidentPayload = { [key: string]: unknown };

/** What the agency's NERIS settings give every payload. */
export type NerisAgency = { entityId: string | null };

/** Leaves out null and undefined members (the API takes an absent optional member as null). */
function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compact) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = compact(v);
    return out as T;
  }
  return value;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The report's free-text location where no address parts were given (LocationPayload.additional_info). */
function location(parts: NerisLocation | null | undefined, reported: string): NerisLocation {
  if (parts && Object.values(parts).some((v) => v !== null && v !== undefined)) return parts;
  return { additional_info: reported.slice(0, 255) };
}

/** The incident types: the report's NERIS type as the primary one, then the further ones. */
export function incidentTypes(primary: string | null, neris: NerisIncidentData | null) {
  const types = primary ? [{ type: primary, primary: true }] : [];
  for (const type of neris?.additional_types ?? []) types.push({ type, primary: false });
  return types;
}

/** The IncidentPayload of a report. */
export function buildIncidentPayload(loaded: LoadedIncident, agency: NerisAgency): IncidentPayload {
  const { row, apparatus } = loaded;
  const neris: NerisIncidentData = row.neris ?? {};
  const base = neris.base ?? {};
  const place = location(base.location, row.location);
  const crosswalkedUse = nerisLocationUseFor(row.propertyUse);
  const action = row.actionTaken ? NFIRS_ACTION_TO_NERIS[row.actionTaken] : undefined;
  const dispatch = neris.dispatch ?? {};
  const units = apparatus.map((a) => ({
    reported_unit_id: a.name,
    staffing: a.staffing,
    dispatch: iso(a.dispatchedAt),
    enroute_to_scene: iso(a.enRouteAt),
    on_scene: iso(a.onSceneAt),
    canceled_enroute: iso(a.canceledAt),
    unit_clear: iso(a.clearedAt),
  }));

  const { additional_types: _types, base: _base, dispatch: _dispatch, actions_tactics, ...modules } = neris;
  return compact({
    base: {
      department_neris_id: agency.entityId,
      incident_number: row.incidentNumber,
      location: place,
      location_use: base.location_use ?? (crosswalkedUse ? { use_type: crosswalkedUse.value } : null),
      point: base.point,
      people_present: base.people_present,
      animals_rescued: base.animals_rescued,
      displacement_count: base.displacement_count,
      displacement_causes: base.displacement_causes,
      impediment_narrative: base.impediment_narrative,
      outcome_narrative: row.narrativeSummary ?? row.description,
    },
    incident_types: incidentTypes(row.nerisIncidentType, neris),
    actions_tactics:
      actions_tactics ?? (action ? { action_noaction: { type: "ACTION", actions: [action] } } : null),
    dispatch: {
      incident_number: dispatch.incident_number ?? row.incidentNumber,
      center_id: dispatch.center_id,
      determinant_code: dispatch.determinant_code,
      incident_code: dispatch.incident_code,
      automatic_alarm: dispatch.automatic_alarm,
      call_arrival: iso(row.alarmAt),
      call_answered: dispatch.call_answered,
      call_create: dispatch.call_create,
      incident_clear: iso(row.lastUnitClearedAt),
      disposition: dispatch.disposition,
      location: dispatch.location ? location(dispatch.location, row.location) : place,
      comments: dispatch.comments,
      unit_responses: units,
    },
    ...modules,
  });
}
