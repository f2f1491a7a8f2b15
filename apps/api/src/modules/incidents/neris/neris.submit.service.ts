/**
 * Submitting reports to NERIS (decision 033): the department's connection (Settings → NERIS, admins), a
 * report's submission (queued here, in the transaction of the request; sent by neris.worker.ts), what an edit
 * of a submitted report does to it ("changed", or a PATCH queued when the department submits by itself), and
 * the reports that need attention.
 */
import { createHash } from "node:crypto";
import type { IncidentStatus } from "@rollcall/shared/incidents";
import type { NerisValidationError } from "@rollcall/shared/neris/incident";
import {
  NERIS_ATTENTION_STATES,
  NERIS_SETTINGS_MESSAGES,
  NERIS_SUBMITTABLE_STATUSES,
  type NerisAttentionItem,
  type NerisSettings,
  type NerisSettingsUpdate,
  type NerisSubmission,
} from "@rollcall/shared/neris/submission";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { incidents, nerisSettings, nerisSubmissions } from "../../../db/schema/incidents";
import type { Env } from "../../../env";
import { badRequest, conflict } from "../../../lib/errors";
import { installationSecret, SecretBox } from "../../../lib/secret-box";
import type { AgencyScope } from "../../../plugins/auth";
import { type LoadedIncident, loadIncident } from "../incidents.queries";
import { nerisBaseUrl } from "./neris.client";
import { buildIncidentPayload, type IncidentPayload } from "./neris.payload";
import { toNerisSubmission } from "./neris.submission";
import { validateIncidentPayload } from "./neris.validate";

export type NerisSettingsRow = typeof nerisSettings.$inferSelect;

/** The box the client secret is sealed in (the installation's key, this purpose only). */
export const nerisSecretBox = (env: Pick<Env, "SECRET_KEY" | "dataDir">) =>
  new SecretBox(installationSecret(env), "neris-client-secret");

export async function loadNerisSettingsRow(tx: Transaction, agencyId: string) {
  const [row] = await tx.select().from(nerisSettings).where(eq(nerisSettings.agencyId, agencyId));
  return row ?? null;
}

/** Entity id, client id and secret are all present. */
export const isConfigured = (row: NerisSettingsRow | null): row is NerisSettingsRow =>
  !!(row?.entityId && row.clientId && row.clientSecretSealed);

const isSubmittable = (status: IncidentStatus | null | undefined) =>
  !!status && (NERIS_SUBMITTABLE_STATUSES as readonly string[]).includes(status);

function toSettings(row: NerisSettingsRow | null, env: Env): NerisSettings {
  const environment = row?.environment ?? "sandbox";
  return {
    entityId: row?.entityId ?? null,
    clientId: row?.clientId ?? null,
    hasClientSecret: !!row?.clientSecretSealed,
    environment,
    baseUrl: nerisBaseUrl(env, environment),
    submitOnApproval: row?.submitOnApproval ?? false,
    configured: isConfigured(row),
  };
}

/** GET /api/incidents/neris/settings (admins). */
export async function getNerisSettings(scope: AgencyScope, env: Env): Promise<NerisSettings> {
  return toSettings(await scope.run((tx) => loadNerisSettingsRow(tx, scope.agencyId)), env);
}

/** PUT /api/incidents/neris/settings (admins): the members given replace what is stored. */
export async function updateNerisSettings(
  scope: AgencyScope,
  env: Env,
  v: NerisSettingsUpdate,
): Promise<NerisSettings> {
  const changes: Partial<typeof nerisSettings.$inferInsert> = {};
  if (v.entityId !== undefined) changes.entityId = v.entityId || null;
  if (v.clientId !== undefined) changes.clientId = v.clientId || null;
  if (v.clientSecret !== undefined)
    changes.clientSecretSealed = v.clientSecret === "" ? null : nerisSecretBox(env).seal(v.clientSecret);
  if (v.environment !== undefined) changes.environment = v.environment;
  if (v.submitOnApproval !== undefined) changes.submitOnApproval = v.submitOnApproval;
  const row = await scope.run(async (tx) => {
    if (!Object.keys(changes).length) return loadNerisSettingsRow(tx, scope.agencyId);
    const [saved] = await tx
      .insert(nerisSettings)
      .values({ agencyId: scope.agencyId, ...changes })
      .onConflictDoUpdate({
        target: nerisSettings.agencyId,
        set: { ...changes, updatedAt: new Date() },
      })
      .returning();
    return saved;
  });
  return toSettings(row, env);
}

// ---------------------------------------------------------------------------------------------------------
// The payload's fingerprint
// ---------------------------------------------------------------------------------------------------------

/** JSON with the members of every object in key order: the same payload always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

export const payloadHash = (payload: IncidentPayload) =>
  createHash("sha256").update(canonical(payload)).digest("hex");

// ---------------------------------------------------------------------------------------------------------
// Queuing
// ---------------------------------------------------------------------------------------------------------

/**
 * Queues the report (a first submission, or a PATCH when NERIS holds it), due now. A worker sending it at the
 * moment keeps its claim: its answer is recorded, and the report goes again with what it holds now.
 */
async function queue(tx: Transaction, agencyId: string, id: string, now = new Date()) {
  const fresh = {
    state: "queued" as const,
    queuedAt: now,
    nextAttemptAt: now,
    attempts: 0,
    lastError: null,
    errors: [],
    updatedAt: now,
  };
  const [row] = await tx
    .insert(nerisSubmissions)
    .values({ agencyId, id, ...fresh })
    .onConflictDoUpdate({ target: [nerisSubmissions.agencyId, nerisSubmissions.id], set: fresh })
    .returning();
  return row;
}

/** Records a refusal by our own check before sending (no call made). */
async function refuse(tx: Transaction, agencyId: string, id: string, errors: NerisValidationError[]) {
  const now = new Date();
  const refused = {
    state: "refused" as const,
    errors,
    lastError: null,
    nextAttemptAt: null,
    updatedAt: now,
  };
  await tx
    .insert(nerisSubmissions)
    .values({ agencyId, id, queuedAt: now, ...refused })
    .onConflictDoUpdate({ target: [nerisSubmissions.agencyId, nerisSubmissions.id], set: refused });
}

/** A validation's errors by payload path, as the error answer's `errors` (one message per path). */
export function errorsByPath(errors: NerisValidationError[]): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const e of errors) byPath[e.path] = byPath[e.path] ? `${byPath[e.path]} ${e.message}` : e.message;
  return byPath;
}

const payloadOf = (loaded: LoadedIncident, settings: NerisSettingsRow | null) =>
  buildIncidentPayload(loaded, { entityId: settings?.entityId ?? null });

/**
 * POST /api/incidents/{id}/neris/submit (officers and admins): 409 unless NERIS is set up and the report
 * approved or completed; 400 with the fields named when our check refuses it (the report then shows refused).
 */
export async function submitIncident(scope: AgencyScope, id: string): Promise<NerisSubmission> {
  const result = await scope.run(async (tx) => {
    const loaded = await loadIncident(tx, scope.agencyId, id);
    const settings = await loadNerisSettingsRow(tx, scope.agencyId);
    if (!isConfigured(settings)) throw conflict(NERIS_SETTINGS_MESSAGES.notConfigured);
    if (!isSubmittable(loaded.row.status)) throw conflict(NERIS_SETTINGS_MESSAGES.notSubmittable);
    const checked = validateIncidentPayload(payloadOf(loaded, settings));
    if (!checked.valid) {
      await refuse(tx, scope.agencyId, id, checked.errors);
      return { refused: checked.errors };
    }
    return { queued: await queue(tx, scope.agencyId, id) };
  });
  if (result.refused) throw badRequest(NERIS_SETTINGS_MESSAGES.notValid, errorsByPath(result.refused));
  return toNerisSubmission(result.queued);
}

/**
 * After a report is written (created or edited, in that transaction; `loaded` as it now is): a submitted
 * report whose payload differs from the one NERIS accepted is "changed" (back to "submitted" when an edit
 * undoes it). When the department submits by itself and NERIS is set up: a report an officer has just made
 * approved or completed is queued, and so is the PATCH of a changed one, and a refused one once it passes our
 * check. Answers the report's submission as it now is.
 */
export async function afterIncidentWrite(
  tx: Transaction,
  agencyId: string,
  loaded: LoadedIncident,
  previousStatus: IncidentStatus | null,
): Promise<LoadedIncident> {
  const sub = loaded.submission;
  const settings = await loadNerisSettingsRow(tx, agencyId);
  const status = loaded.row.status;
  const auto = !!settings?.submitOnApproval && isConfigured(settings) && isSubmittable(status);
  const id = loaded.row.id;
  let next = sub;
  if (!sub || sub.state === "queued") {
    if (!sub && auto && !isSubmittable(previousStatus)) next = await queue(tx, agencyId, id);
  } else if (sub.state === "refused") {
    if (auto && validateIncidentPayload(payloadOf(loaded, settings)).valid)
      next = await queue(tx, agencyId, id);
  } else {
    const differs = payloadHash(payloadOf(loaded, settings)) !== sub.acceptedPayloadHash;
    const state = differs ? "changed" : "submitted";
    if (differs && auto) next = await queue(tx, agencyId, id);
    else if (state !== sub.state)
      [next] = await tx
        .update(nerisSubmissions)
        .set({ state, updatedAt: new Date() })
        .where(and(eq(nerisSubmissions.agencyId, agencyId), eq(nerisSubmissions.id, id)))
        .returning();
  }
  return next === sub ? loaded : { ...loaded, submission: next };
}

/** GET /api/incidents/neris/attention: the reports refused or changed since submitted, newest first. */
export async function nerisAttention(scope: AgencyScope): Promise<NerisAttentionItem[]> {
  const rows = await scope.run((tx) =>
    tx
      .select({
        id: incidents.id,
        incidentNumber: incidents.incidentNumber,
        incidentDate: incidents.incidentDate,
        location: incidents.location,
        state: nerisSubmissions.state,
        nerisId: nerisSubmissions.nerisId,
        errors: nerisSubmissions.errors,
      })
      .from(nerisSubmissions)
      .innerJoin(
        incidents,
        and(eq(incidents.agencyId, nerisSubmissions.agencyId), eq(incidents.id, nerisSubmissions.id)),
      )
      .where(
        and(
          eq(nerisSubmissions.agencyId, scope.agencyId),
          inArray(nerisSubmissions.state, NERIS_ATTENTION_STATES as ("refused" | "changed")[]),
        ),
      )
      .orderBy(desc(incidents.incidentDate), desc(incidents.incidentNumber)),
  );
  return rows.map((r) => ({ ...r, incidentDate: r.incidentDate.toISOString() }));
}
