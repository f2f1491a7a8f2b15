/**
 * The Compliance tab's NFIRS file for a range of incident dates, as CSV; it leaves out inspections and
 * training exercises (not NFIRS incidents). The NERIS file is neris/neris.service.ts's: IncidentPayloads.
 */
import {
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  type IncidentType,
} from "@rollcall/shared/incidents";
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
