/**
 * NERIS for the incidents module: the agency's NERIS settings, a report's payload checked as the API would,
 * and the export of the completed reports as IncidentPayloads.
 */

import type { IncidentType } from "@rollcall/shared/incidents";
import type { NerisValidation } from "@rollcall/shared/neris/incident";
import { NON_NFIRS_INCIDENT_TYPES } from "@rollcall/shared/nfirs";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { incidents, nerisSettings } from "../../../db/schema/incidents";
import type { AgencyScope } from "../../../plugins/auth";
import { loadIncident, type ResolvedRange, selectIncidents } from "../incidents.queries";
import { buildIncidentPayload, type IncidentPayload, type NerisAgency } from "./neris.payload";
import { validateIncidentPayload } from "./neris.validate";

export async function loadNerisAgency(tx: Transaction, agencyId: string): Promise<NerisAgency> {
  const [row] = await tx
    .select({ entityId: nerisSettings.entityId })
    .from(nerisSettings)
    .where(eq(nerisSettings.agencyId, agencyId));
  return { entityId: row?.entityId ?? null };
}

/** GET /api/incidents/{id}/neris/validation: the report's payload against the schema and the rules. */
export async function incidentNerisValidation(scope: AgencyScope, id: string): Promise<NerisValidation> {
  const payload = await scope.read(async (tx) =>
    buildIncidentPayload(
      await loadIncident(tx, scope.agencyId, id),
      await loadNerisAgency(tx, scope.agencyId),
    ),
  );
  return validateIncidentPayload(payload);
}

/**
 * The completed reports of the range (incident dates), oldest first, each as its IncidentPayload. Fire
 * inspections and training exercises are not incidents NERIS takes.
 */
export async function nerisPayloads(scope: AgencyScope, range: ResolvedRange): Promise<IncidentPayload[]> {
  return scope.read(async (tx) => {
    const agency = await loadNerisAgency(tx, scope.agencyId);
    const rows = await selectIncidents(
      tx,
      scope.agencyId,
      and(
        eq(incidents.status, "completed"),
        gte(incidents.incidentDate, range.start),
        lt(incidents.incidentDate, range.end),
      ),
    );
    return rows
      .filter((r) => !NON_NFIRS_INCIDENT_TYPES.includes(r.row.incidentType as IncidentType))
      .reverse()
      .map((r) => buildIncidentPayload(r, agency));
  });
}
