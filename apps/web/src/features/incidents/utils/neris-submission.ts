import type { Incident } from "@rollcall/shared/incidents";
import {
  NERIS_SUBMISSION_STATE_LABELS,
  NERIS_SUBMITTABLE_STATUSES,
  type NerisSettings,
  type NerisSubmission,
  type NerisSubmissionState,
} from "@rollcall/shared/neris/submission";
import { isNfirsIncidentType } from "@rollcall/shared/nfirs";
import { isManager } from "@rollcall/shared/roles";
import type { ComponentProps } from "react";
import type { Badge } from "@/components/ui/badge";
import { formatMomentAt } from "@/lib/dates";

type BadgeVariant = NonNullable<ComponentProps<typeof Badge>["variant"]>;

/** A report's NERIS state as its badge shows it: the colour that means the same everywhere. */
export const NERIS_STATE_BADGES: Record<NerisSubmissionState, BadgeVariant> = {
  not_submitted: "secondary",
  queued: "info",
  submitted: "success",
  refused: "danger",
  changed: "warning",
};

export const nerisStateLabel = (state: NerisSubmissionState) => NERIS_SUBMISSION_STATE_LABELS[state];

/**
 * The button that sends the report, by its state: the first submission, the changes since (a PATCH), or again
 * after a refusal; none while it waits in the queue or when NERIS already holds it as it is.
 */
export function nerisSubmitLabel(state: NerisSubmissionState): string | null {
  switch (state) {
    case "not_submitted":
      return "Submit to NERIS";
    case "changed":
      return "Submit changes to NERIS";
    case "refused":
      return "Resubmit to NERIS";
    default:
      return null;
  }
}

type Submitter = Parameters<typeof isManager>[0];

/** Officers and admins send an approved or completed report that has something to send. */
export function canSubmitToNeris(user: Submitter, incident: Pick<Incident, "status" | "nerisSubmission">) {
  return (
    isManager(user) &&
    isSubmittable(incident.status) &&
    nerisSubmitLabel(incident.nerisSubmission.state) !== null
  );
}

const isSubmittable = (status: Incident["status"]) =>
  (NERIS_SUBMITTABLE_STATUSES as readonly string[]).includes(status);

/**
 * Whether the reports list shows the NERIS badge: once the report has been sent, or while an approved or completed
 * report of a kind NERIS takes waits to be; a draft, or a training night, says nothing about NERIS.
 */
export function showsNerisBadge(incident: Pick<Incident, "status" | "incidentType" | "nerisSubmission">) {
  return (
    incident.nerisSubmission.state !== "not_submitted" ||
    (isSubmittable(incident.status) && isNfirsIncidentType(incident.incidentType))
  );
}

/** One line on where the report stands with NERIS, in plain words; null when the badge says it all. */
export function describeNerisSubmission(s: NerisSubmission, timeZone: string | undefined): string | null {
  const at = (value: string) => formatMomentAt(value, timeZone);
  switch (s.state) {
    case "submitted":
      return s.submittedAt ? `NERIS accepted it on ${at(s.submittedAt)}.` : null;
    case "changed":
      return `Edited since NERIS accepted it${s.submittedAt ? ` on ${at(s.submittedAt)}` : ""}: submit the changes so NERIS holds the report as it is now.`;
    case "queued": {
      if (!s.lastError)
        return `Waiting to be sent to NERIS${s.queuedAt ? `, queued ${at(s.queuedAt)}` : ""}.`;
      const tries = s.attempts === 1 ? "1 try" : `${s.attempts} tries`;
      const next = s.nextAttemptAt ? ` Next try ${at(s.nextAttemptAt)}.` : "";
      return `Not sent yet (${tries}): ${s.lastError.replace(/\.$/, "")}.${next}`;
    }
    case "refused":
      return s.errors.length
        ? "NERIS did not accept the report: fix the fields below, then resubmit."
        : "NERIS did not accept the report.";
    default:
      return null;
  }
}

/** Settings → NERIS's status line: ready, or what an admin still has to add. */
export function nerisSettingsStatus(
  s: Pick<NerisSettings, "configured" | "entityId" | "clientId" | "hasClientSecret">,
): string {
  if (s.configured) return "Ready to submit";
  const missing = [
    s.entityId ? null : "the department's NERIS id",
    s.clientId ? null : "the client id",
    s.hasClientSecret ? null : "the client secret",
  ].filter((part): part is string => part !== null);
  if (!missing.length) return "Not ready to submit yet.";
  const last = missing.pop();
  return `Not ready to submit: add ${missing.length ? `${missing.join(", ")} and ${last}` : last}.`;
}
