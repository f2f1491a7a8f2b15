import type { Incident } from "@rollcall/shared/incidents";
import { CAD_MESSAGES } from "@rollcall/shared/neris/cad";
import type { NerisValidationError } from "@rollcall/shared/neris/incident";
import { NERIS_SETTINGS_MESSAGES, type NerisSubmissionState } from "@rollcall/shared/neris/submission";
import { isAdmin } from "@rollcall/shared/roles";
import { RadioTower, Send } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { toast } from "@/hooks/use-toast";
import { ApiError, isQueued } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useNerisSettings } from "../../api/get-neris-settings";
import { useSubmitToNeris } from "../../api/submit-to-neris";
import {
  canSubmitToNeris,
  describeNerisSubmission,
  NERIS_STATE_BADGES,
  nerisStateLabel,
  nerisSubmitLabel,
} from "../../utils/neris-submission";
import { type NerisFieldContext, nerisField, nerisFieldContext } from "./field-paths";

/** A report's NERIS state as a small badge (the reports list, the view dialog). */
export function NerisStateBadge({ state, className }: { state: NerisSubmissionState; className?: string }) {
  return (
    <Badge variant={NERIS_STATE_BADGES[state]} className={className}>
      NERIS: {nerisStateLabel(state)}
    </Badge>
  );
}

/** "Opened by CAD", with the dispatch system's own incident number. */
export function CadBadge({ incident }: { incident: Pick<Incident, "openedByCad" | "cadIncidentNumber"> }) {
  if (!incident.openedByCad) return null;
  return (
    <Badge variant="outline">
      <RadioTower className="size-3" aria-hidden="true" />
      {CAD_MESSAGES.openedByCad}
      {incident.cadIncidentNumber ? ` · ${incident.cadIncidentNumber}` : ""}
    </Badge>
  );
}

/** The fields NERIS (or our check before sending) named, each with what is wrong, as the form labels them. */
export function NerisErrorList({
  errors,
  label,
  context,
}: {
  errors: NerisValidationError[];
  label: string;
  context?: NerisFieldContext;
}) {
  if (!errors.length) return null;
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={label}>
      {errors.map((e) => (
        <li key={`${e.path} ${e.message}`} className="rounded-md border border-red-200 bg-red-50 px-3 py-2">
          <span className="font-medium text-red-900">{nerisField(e.path, context).label}</span>
          <span className="text-red-900">: {e.message}</span>
        </li>
      ))}
    </ul>
  );
}

/** A refusal of the submit itself: the server's reason, and for "not valid" the fields it named. */
type SubmitProblem = { message: string; errors: NerisValidationError[] };

function problemOf(error: unknown): SubmitProblem {
  const message = serverMessageOr(error, "The report could not be sent to NERIS. Please try again.");
  const errors =
    error instanceof ApiError && error.status === 400
      ? Object.entries(error.fieldErrors).map(([path, text]) => ({ path, message: text }))
      : [];
  return { message, errors };
}

/**
 * The view dialog's NERIS part: the report's state (its NERIS id and when it was accepted; the queue's retries
 * in plain words; a refusal's reasons on their fields) and, for officers and admins on an approved or completed
 * report, Submit to NERIS (Submit changes / Resubmit). Admins see it disabled with the reason while NERIS is not
 * set up; others learn it from the server's answer.
 */
export function NerisSubmissionSection({
  incident,
  timeZone,
}: {
  incident: Incident;
  timeZone: string | undefined;
}) {
  const { user } = useUser();
  const s = incident.nerisSubmission;
  const canSubmit = canSubmitToNeris(user, incident);
  const settings = useNerisSettings(canSubmit && !!user && isAdmin(user));
  const submit = useSubmitToNeris();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const notConfigured = settings.data ? !settings.data.configured : false;
  const label = nerisSubmitLabel(s.state);
  const line = describeNerisSubmission(s, timeZone);

  const send = () => {
    setProblem(null);
    submit.mutate(incident.id, {
      onSuccess: () =>
        toast({ title: "Queued for NERIS", description: "The report's state updates once NERIS answers." }),
      onError: (error) => {
        if (!isQueued(error)) setProblem(problemOf(error));
      },
    });
  };

  return (
    <div className="grid gap-3" data-testid="neris-submission">
      <div className="flex flex-wrap items-center gap-2">
        <NerisStateBadge state={s.state} />
        {s.nerisId ? (
          <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            NERIS id <span className="font-medium text-foreground tabular-nums">{s.nerisId}</span>
          </span>
        ) : null}
      </div>
      {line ? <p className="text-sm text-foreground">{line}</p> : null}
      {s.state === "refused" ? (
        <NerisErrorList
          errors={s.errors}
          label="Why NERIS refused the report"
          context={nerisFieldContext(incident)}
        />
      ) : null}

      {canSubmit && label ? (
        <div className="grid gap-2">
          <div>
            <Button
              variant="outline"
              onClick={send}
              disabled={submit.isPending || notConfigured}
              aria-describedby={notConfigured ? `neris-not-configured-${incident.id}` : undefined}
              className="w-full sm:w-auto"
            >
              <Send aria-hidden="true" />
              <PendingLabel pending={submit.isPending} pendingText="Sending...">
                {label}
              </PendingLabel>
            </Button>
          </div>
          {notConfigured ? (
            <p id={`neris-not-configured-${incident.id}`} className="text-sm text-muted-foreground">
              {NERIS_SETTINGS_MESSAGES.notConfigured}
            </p>
          ) : null}
        </div>
      ) : null}

      {problem ? (
        <div role="alert" className="grid gap-2">
          <p className="text-sm font-medium text-destructive">{problem.message}</p>
          <NerisErrorList
            errors={problem.errors}
            label="Fields to fix before sending"
            context={nerisFieldContext(incident)}
          />
        </div>
      ) : null}
    </div>
  );
}
