/**
 * The Compliance tab's files for a range of incident dates: the NFIRS data as CSV, and the NERIS data as
 * JSON. Both leave out inspections and training exercises (not NFIRS incidents). The NERIS file carries only
 * official value-set values under the NERIS framework's field names (core_mod_incident, mod_unit_response,
 * core_mod_dispatch); a report without a NERIS incident type is not exported but listed in the summary,
 * and a code without a one-to-one NERIS value is left out and listed, never guessed.
 */
import {
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  type IncidentType,
} from "@rollcall/shared/incidents";
import {
  NFIRS_ACTION_TO_NERIS,
  nerisAidDirection,
  nerisIncidentTypeLabel,
  nerisLocationUseFor,
} from "@rollcall/shared/neris/crosswalk";
import {
  AID_GIVEN_RECEIVED_LABELS,
  type AidGivenReceived,
  NON_NFIRS_INCIDENT_TYPES,
  nfirsActionDescription,
  nfirsIncidentTypeDescription,
  nfirsPropertyUseDescription,
} from "@rollcall/shared/nfirs";
import { and, gte, lt } from "drizzle-orm";
import { incidents } from "../../db/schema/incidents";
import { csvFile, safeText } from "../../lib/csv";
import type { AgencyScope } from "../../plugins/auth";
import { loadAgencyName } from "../agencies";
import {
  agencyDateTime,
  type LoadedIncident,
  personName,
  type ResolvedRange,
  selectIncidents,
} from "./incidents.queries";

export type ExportData = {
  agencyName: string;
  range: ResolvedRange;
  reports: LoadedIncident[];
  excluded: number;
};

/** The NFIRS reports of the range, oldest first. */
export async function loadExportData(scope: AgencyScope, range: ResolvedRange): Promise<ExportData> {
  const { agencyName, rows } = await scope.read(async (tx) => {
    return {
      agencyName: await loadAgencyName(tx, scope.agencyId),
      rows: await selectIncidents(
        tx,
        scope.agencyId,
        and(gte(incidents.incidentDate, range.start), lt(incidents.incidentDate, range.end)),
      ),
    };
  });
  const reports = rows
    .filter((r) => !NON_NFIRS_INCIDENT_TYPES.includes(r.row.incidentType as IncidentType))
    .reverse();
  return { agencyName, range, reports, excluded: rows.length - reports.length };
}

const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.round(((to.getTime() - from.getTime()) / 60_000) * 10) / 10 : null;

export const CSV_COLUMNS = [
  "Incident Number",
  "Incident Date",
  "Report Date",
  "Incident Type",
  "NFIRS Incident Type Code",
  "NFIRS Incident Type",
  "NERIS Incident Type",
  "Status",
  "Priority",
  "Location",
  "Property Use Code",
  "Property Use",
  "Aid Given or Received",
  "Alarm Time",
  "Arrival Time",
  "Last Unit Cleared",
  "Response Time (min)",
  "Primary Action Taken Code",
  "Primary Action Taken",
  "Injuries",
  "Fatalities",
  "Property Damage ($)",
  "Units Responded",
  "Responders",
  "Reporting Officer",
  "Completed At",
  "Description",
  "Narrative",
];

export function exportCsv(data: ExportData, timeZone: string): string {
  const records = data.reports.map(({ row, officer, responders }) => [
    safeText(row.incidentNumber),
    agencyDateTime(row.incidentDate, timeZone),
    row.reportDate,
    INCIDENT_TYPE_LABELS[row.incidentType],
    row.nfirsCode ?? "",
    row.nfirsCode ? (nfirsIncidentTypeDescription(row.nfirsCode) ?? "") : "",
    row.nerisIncidentType ?? "",
    INCIDENT_STATUS_LABELS[row.status],
    INCIDENT_PRIORITY_LABELS[row.priority],
    safeText(row.location),
    row.propertyUse ?? "",
    row.propertyUse ? (nfirsPropertyUseDescription(row.propertyUse) ?? "") : "",
    row.aidGivenReceived
      ? `${row.aidGivenReceived} ${AID_GIVEN_RECEIVED_LABELS[row.aidGivenReceived as AidGivenReceived] ?? ""}`.trim()
      : "",
    agencyDateTime(row.alarmAt, timeZone),
    agencyDateTime(row.arrivalAt, timeZone),
    agencyDateTime(row.lastUnitClearedAt, timeZone),
    minutesBetween(row.alarmAt, row.arrivalAt),
    row.actionTaken ?? "",
    row.actionTaken ? (nfirsActionDescription(row.actionTaken) ?? "") : "",
    row.injuries,
    row.fatalities,
    row.propertyDamage,
    safeText(row.unitsResponded.join("; ")),
    safeText(responders.map(personName).join("; ")),
    safeText(personName(officer)),
    agencyDateTime(row.completedAt, timeZone),
    safeText(row.description),
    safeText(row.narrativeSummary),
  ]);
  return csvFile(CSV_COLUMNS, records);
}

type Listed = { incident_internal_id: string; incident_date: string; nfirs_incident_type: string | null };

/**
 * The NERIS file. Field names are those of the NERIS framework's incident schema where one fits:
 * incident_internal_id, incident_final_type (each entry an official type_incident value),
 * incident_location, incident_location_use (use_type / use_subtype of type_location_use),
 * incident_actions_taken (type_action_tactic values), incident_aid_direction (type_aid_direction),
 * incident_narrative_outcome, dispatch_time_call_arrival (the NFIRS alarm time) and unit_response
 * (unit_id_reported, the apparatus name). The NFIRS record each value came from travels alongside as
 * `nfirs`, so a reviewer can check the mapping.
 */
export function exportNeris(data: ExportData, generatedAt = new Date()) {
  const withoutType: Listed[] = [];
  const locationUseNotMapped: (Listed & { property_use: string })[] = [];
  const actionNotMapped: (Listed & { action_taken: string })[] = [];
  const exported = [];

  for (const { row, apparatus } of data.reports) {
    const listed: Listed = {
      incident_internal_id: row.incidentNumber,
      incident_date: row.incidentDate.toISOString(),
      nfirs_incident_type: row.nfirsCode,
    };
    if (!row.nerisIncidentType) {
      withoutType.push(listed);
      continue;
    }
    const locationUse = nerisLocationUseFor(row.propertyUse);
    if (row.propertyUse && !locationUse)
      locationUseNotMapped.push({ ...listed, property_use: row.propertyUse });
    const action = row.actionTaken ? NFIRS_ACTION_TO_NERIS[row.actionTaken] : undefined;
    if (row.actionTaken && !action) actionNotMapped.push({ ...listed, action_taken: row.actionTaken });
    const [useType, useSubtype] = locationUse ? locationUse.value.split("||") : [];

    exported.push({
      incident_internal_id: row.incidentNumber,
      incident_final_type: [row.nerisIncidentType],
      incident_final_type_description: nerisIncidentTypeLabel(row.nerisIncidentType),
      incident_location: { additional_attributes: { reported_location: row.location } },
      incident_location_use: locationUse ? { use_type: useType, use_subtype: useSubtype ?? null } : null,
      incident_actions_taken: action ? [action] : [],
      incident_aid_direction: nerisAidDirection(row.aidGivenReceived),
      incident_narrative_outcome: row.narrativeSummary ?? row.description,
      dispatch: { dispatch_time_call_arrival: row.alarmAt?.toISOString() ?? null },
      unit_response: apparatus.map((a) => ({ unit_id_reported: a.name })),
      nfirs: {
        incident_date: row.incidentDate.toISOString(),
        incident_type: row.nfirsCode,
        action_taken: row.actionTaken,
        property_use: row.propertyUse,
        aid_given_received: row.aidGivenReceived,
        alarm: row.alarmAt?.toISOString() ?? null,
        arrival: row.arrivalAt?.toISOString() ?? null,
        last_unit_cleared: row.lastUnitClearedAt?.toISOString() ?? null,
        injuries: row.injuries,
        fatalities: row.fatalities,
        property_loss_dollars: row.propertyDamage,
      },
    });
  }

  return {
    format: "NERIS incident data",
    schema:
      "github.com/ulfsri/neris-framework core_schemas (field names); value sets: core_schemas/value_sets",
    generated_at: generatedAt.toISOString(),
    department: { name: data.agencyName, fd_neris_id: null },
    range: { from: data.range.from, to: data.range.to },
    summary: {
      reports_in_range: data.reports.length + data.excluded,
      not_nfirs_incidents: data.excluded,
      exported: exported.length,
      without_neris_incident_type: withoutType,
      location_use_not_mapped: locationUseNotMapped,
      action_not_mapped: actionNotMapped,
    },
    incidents: exported,
  };
}
