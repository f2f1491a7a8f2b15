/**
 * A report's submission row as its answer (shared/neris/submission.ts): no row is "not submitted".
 */
import type { NerisSubmission } from "@rollcall/shared/neris/submission";
import type { NerisSubmissionRow } from "../../../db/schema/incidents";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toNerisSubmission(row: NerisSubmissionRow | null | undefined): NerisSubmission {
  if (!row)
    return {
      state: "not_submitted",
      nerisId: null,
      submittedAt: null,
      queuedAt: null,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      errors: [],
    };
  return {
    state: row.state,
    nerisId: row.nerisId,
    submittedAt: iso(row.submittedAt),
    queuedAt: iso(row.queuedAt),
    attempts: row.attempts,
    nextAttemptAt: row.state === "queued" ? iso(row.nextAttemptAt) : null,
    lastError: row.lastError,
    errors: row.errors,
  };
}
