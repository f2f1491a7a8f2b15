/**
 * Incident history from an NFIRS 5.0 transaction file (officers and admins): the Basic module of each
 * incident (nfirs.parse.ts) with its codes checked against shared/nfirs, an incident number the agency
 * already uses (or one the file repeats) refused on its row, then every incident written as a completed
 * report in one transaction, or none. The reporting officer is the member named in the file's authorization
 * record (M) when exactly one member has that name, else the member importing.
 */
import { IMPORT_MESSAGES, type ImportPreview, MAX_IMPORT_ROWS } from "@rollcall/shared/imports";
import { nfirsIncidentTypeDescription } from "@rollcall/shared/nfirs";
import type { Transaction } from "../../db/client";
import type { AgencyScope } from "../../plugins/auth";
import { insertPastIncidents, takenIncidentNumbers, toInstant } from "../incidents";
import { currentMembersByName } from "../users";
import { allValid, preview, refuse, refuseRepeats } from "./import-rows";
import { parseNfirs } from "./nfirs.parse";

async function checkNfirs(tx: Transaction, scope: AgencyScope, file: string) {
  const { rows, ignoredRecords } = parseNfirs(file, MAX_IMPORT_ROWS);
  refuseRepeats(rows, (v) => v.incidentNumber, "incidentNumber", IMPORT_MESSAGES.nfirsDuplicateInFile);
  const taken = await takenIncidentNumbers(
    tx,
    scope.agencyId,
    rows.flatMap((row) => (row.value ? [row.value.incidentNumber] : [])),
  );
  for (const row of rows)
    if (row.value && taken.has(row.value.incidentNumber))
      refuse(row, "incidentNumber", IMPORT_MESSAGES.incidentExists);
  return { rows, ignoredRecords };
}

export async function previewNfirs(scope: AgencyScope, file: string): Promise<ImportPreview> {
  const { rows, ignoredRecords } = await scope.run((tx) => checkNfirs(tx, scope, file));
  return preview(rows, { ignoredRecords });
}

/** Writes every incident of the file, or none (400 with the incidents' errors). */
export async function importNfirs(scope: AgencyScope, file: string) {
  const zone = scope.timeZone;
  const at = (local: string | null) => (local ? toInstant(local, zone) : null);
  return scope.run(async (tx) => {
    const found = allValid((await checkNfirs(tx, scope, file)).rows);
    const byName = await currentMembersByName(tx, scope.agencyId);
    const officerOf = (officer: { firstName: string; lastName: string } | null) =>
      (officer && byName.get(`${officer.firstName} ${officer.lastName}`.toLowerCase())) || scope.userId;
    await insertPastIncidents(
      tx,
      scope.agencyId,
      found.map((v) => {
        const incidentDate = toInstant(v.incidentDate, zone);
        const lastUnitClearedAt = at(v.lastUnitClearedAt);
        return {
          incidentNumber: v.incidentNumber,
          incidentType: v.incidentType,
          reportDate: v.reportDate,
          incidentDate,
          location: v.location,
          description: `${v.nfirsCode} ${nfirsIncidentTypeDescription(v.nfirsCode) ?? ""}`.trim(),
          narrativeSummary: v.remarks,
          reportingOfficerId: officerOf(v.officer),
          reportedById: scope.userId,
          nfirsCode: v.nfirsCode,
          actionTaken: v.actionTaken,
          propertyUse: v.propertyUse,
          aidGivenReceived: v.aidGivenReceived,
          alarmAt: at(v.alarmAt),
          arrivalAt: at(v.arrivalAt),
          lastUnitClearedAt,
          injuries: v.injuries,
          fatalities: v.fatalities,
          propertyDamage: v.propertyDamage,
          // Completed when the last unit cleared (else the incident's moment): imported history does not
          // count as late against the on-time figure.
          completedAt: lastUnitClearedAt ?? incidentDate,
        };
      }),
    );
    return { imported: found.length };
  });
}
