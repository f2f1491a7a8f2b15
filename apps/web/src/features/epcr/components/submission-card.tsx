import {
  PCR_MESSAGES,
  PCR_SUBMISSION_STATE_LABELS,
  type PcrRecord,
  type PcrSubmissionState,
} from "@rollcall/shared/epcr/api";
import { Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { SectionCard } from "@/components/ui/section-card";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDateTime } from "@/lib/dates";
import { useSubmitPcr } from "../api/submit-pcr";

const VARIANT: Record<PcrSubmissionState, "secondary" | "info" | "success" | "danger"> = {
  queued: "secondary",
  processing: "info",
  accepted: "success",
  rejected: "danger",
};

/** The report's state at the state's EMS data system, as a badge (the list and the report's header). */
export function SubmissionBadge({ state }: { state: PcrSubmissionState | null | undefined }) {
  if (!state) return null;
  return <Badge variant={VARIANT[state]}>{PCR_SUBMISSION_STATE_LABELS[state]}</Badge>;
}

const at = (value: string | Date | null, timeZone: string | undefined) =>
  value ? formatDateTime(typeof value === "string" ? value : value.toISOString(), timeZone) : null;

/**
 * A closed report's submission to the state: where it stands, what the state said, and (for QA reviewers and
 * admins) Submit to State, or Submit Again after a refusal or an addendum the state has not had.
 */
export function SubmissionCard({
  record,
  canSubmit,
  timeZone,
}: {
  record: PcrRecord;
  canSubmit: boolean;
  timeZone: string | undefined;
}) {
  const submit = useSubmitPcr(record.id);
  const s = record.submission;
  if (record.status !== "closed" || (!s && !canSubmit)) return null;
  // What the state has is older than the report: an addendum since the file it last took.
  const behind = s?.reportVersion != null && s.reportVersion < record.version && s.state !== "queued";
  const again = s && (s.state === "rejected" || (s.state === "accepted" && behind));
  const run = () =>
    submit.mutate(undefined, {
      onSuccess: () => toast({ title: PCR_MESSAGES.submitQueued }),
      onError: (error) => toastError("The report was not submitted", error.message),
    });
  return (
    <SectionCard title="State Submission">
      <div className="grid gap-3 px-5 py-4 sm:px-6">
        {s ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <SubmissionBadge state={s.state} />
            {s.state === "accepted" && s.acceptedAt ? (
              <span className="text-muted-foreground">on {at(s.acceptedAt, timeZone)}</span>
            ) : null}
            {(s.state === "queued" || s.state === "processing") && s.nextAttemptAt && s.attempts > 0 ? (
              <span className="text-muted-foreground">
                {s.attempts} {s.attempts === 1 ? "try" : "tries"}; next at {at(s.nextAttemptAt, timeZone)}
              </span>
            ) : null}
            {behind ? (
              <span className="text-muted-foreground">An addendum since is not at the state yet.</span>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Not submitted to the state yet.</p>
        )}
        {s?.messages.length ? (
          <ul className="grid gap-1 text-sm">
            {s.messages.slice(0, 10).map((m) => (
              <li key={m} className={s.state === "rejected" ? "text-red-800" : "text-muted-foreground"}>
                {m}
              </li>
            ))}
          </ul>
        ) : null}
        {canSubmit && (!s || again) ? (
          <Button type="button" className="justify-self-start" disabled={submit.isPending} onClick={run}>
            <PendingLabel pending={submit.isPending} pendingText="Submitting...">
              <Send aria-hidden="true" /> {s ? "Submit Again" : "Submit to State"}
            </PendingLabel>
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
