/**
 * The demo's NERIS submissions, as a department a few months into submitting sees them: its completed reports
 * submitted when completed (each with its NERIS id and time, and the fingerprint of the payload NERIS took),
 * one edited since ("changed"), one refused by NERIS with the reason on its field, and the newest not yet sent.
 * The demo's settings hold the entity id but no client: submitting there says NERIS is not set up.
 */
import type { IncidentType } from "@rollcall/shared/incidents";
import { NON_NFIRS_INCIDENT_TYPES } from "@rollcall/shared/nfirs";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { incidents, nerisSubmissions } from "../../../db/schema/incidents";
import { selectIncidents } from "../incidents.queries";
import { buildIncidentPayload } from "./neris.payload";
import { DEMO_NERIS_ENTITY_ID } from "./neris.seed-data";
import { payloadHash } from "./neris.submit.service";

const MINUTE = 60_000;

/** What NERIS answered for the refused report: the location use it holds for the parcel differs. */
export const DEMO_REFUSAL = {
  path: "base.location_use.use_type",
  message:
    "The location use does not match the use NERIS holds for this address's parcel: check the property's use.",
};

export async function seedNerisSubmissions(tx: Transaction, agencyId: string) {
  const completed = (await selectIncidents(tx, agencyId, eq(incidents.status, "completed"))).filter(
    (r) => !NON_NFIRS_INCIDENT_TYPES.includes(r.row.incidentType as IncidentType) && r.row.neris,
  );
  // Newest first: the newest is not sent yet, the next was refused, the next edited since it was submitted.
  const rows = completed.slice(1).map((loaded, i) => {
    const { row } = loaded;
    const sentAt = new Date((row.completedAt ?? row.updatedAt).getTime() + (2 + (i % 5)) * MINUTE);
    const year = row.incidentDate.getUTCFullYear();
    const nerisId = `${DEMO_NERIS_ENTITY_ID}-${year}-${String(400 + completed.length - i).padStart(6, "0")}`;
    const base = { agencyId, id: row.id, queuedAt: sentAt, attempts: 1 };
    if (i === 0)
      return { ...base, state: "refused" as const, errors: [DEMO_REFUSAL], nerisId: null, submittedAt: null };
    const hash = payloadHash(buildIncidentPayload(loaded, { entityId: DEMO_NERIS_ENTITY_ID }));
    return {
      ...base,
      state: i === 1 ? ("changed" as const) : ("submitted" as const),
      nerisId,
      submittedAt: sentAt,
      // The changed one was accepted as it was before its narrative was corrected.
      acceptedPayloadHash: i === 1 ? payloadHash({ before: hash }) : hash,
    };
  });
  if (rows.length) await tx.insert(nerisSubmissions).values(rows);
}
