/**
 * Queuing a closed report for the state's EMS data system (the worker, submission.worker.ts, sends it): by a
 * QA reviewer or an admin (POST /api/pcr/{id}/submit), or by itself on close and on an addendum when
 * Settings → NEMSIS says "submit on close". Queuing again (after an addendum, or a rejection fixed) reuses the
 * report's row: its new queuedAt tells a worker still sending the old file that its answer is not the last.
 */
import { PCR_MESSAGES } from "@rollcall/shared/epcr/api";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../../db/client";
import { pcrSubmissions } from "../../../db/schema/epcr";
import type { nemsisSettings } from "../../../db/schema/epcr-settings";
import { conflict } from "../../../lib/errors";
import type { AgencyScope } from "../../../plugins/auth";
import { assertReviewer, openReport } from "../epcr.access";
import { toRecord } from "../epcr.queries";
import { loadNemsisSettingsRow } from "../settings/settings.service";

type SettingsRow = typeof nemsisSettings.$inferSelect;

/** Address, account, organization and a sealed password: reports can be sent. */
export const canSubmit = (s: SettingsRow | null): s is SettingsRow =>
  !!(s?.endpoint && s.username && s.organization && s.secret);

/** Puts the report in the queue, due now. */
export async function queueSubmission(tx: Transaction, scope: AgencyScope, reportId: string) {
  const now = new Date();
  const queued = {
    state: "queued" as const,
    queuedAt: now,
    queuedById: scope.userId,
    nextAttemptAt: now,
    attempts: 0,
    requestHandle: null,
    statusCode: null,
    messages: [],
    acceptedAt: null,
    updatedAt: now,
  };
  await tx
    .insert(pcrSubmissions)
    .values({ agencyId: scope.agencyId, id: reportId, ...queued })
    .onConflictDoUpdate({
      target: [pcrSubmissions.agencyId, pcrSubmissions.id],
      // What the state accepted before stays on record until the new file's answer replaces it.
      set: { ...queued, acceptedAt: sql`${pcrSubmissions.acceptedAt}` },
    });
}

/** On close and on an addendum: queued when the agency submits on close. Whether it did. */
export async function queueOnClose(tx: Transaction, scope: AgencyScope, reportId: string) {
  const settings = await loadNemsisSettingsRow(tx, scope.agencyId);
  if (!settings?.submitOnClose || !canSubmit(settings)) return false;
  await queueSubmission(tx, scope, reportId);
  return true;
}

/** POST /api/pcr/{id}/submit. */
export async function submitReport(scope: AgencyScope, id: string, kick: () => void) {
  const record = await scope.run(async (tx) => {
    const opened = await openReport(tx, scope, id, true);
    assertReviewer(opened);
    if (opened.row.status !== "closed") throw conflict(PCR_MESSAGES.submitNotClosed);
    if (!canSubmit(await loadNemsisSettingsRow(tx, scope.agencyId)))
      throw conflict(PCR_MESSAGES.submitNotConfigured);
    await queueSubmission(tx, scope, id);
    return toRecord(tx, opened.row);
  });
  kick();
  return record;
}
