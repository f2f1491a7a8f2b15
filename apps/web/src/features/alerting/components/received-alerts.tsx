import { ALERTING_MESSAGES } from "@rollcall/shared/alerting";
import { BellRing } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDateTime, timeAgo } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useAnswerAlert } from "../api/answer-alert";
import type { AlertSummary } from "../types";
import { AnswerForm } from "./answer-form";

type ReceivedAlertsProps = {
  alerts: AlertSummary[];
  timeZone: string | undefined;
  /** Shown when there is none (members); a manager's section is left out instead. */
  emptyText?: string;
};

/** Alerts sent to the signed-in member, newest first; one that asks is answered right here. */
export function ReceivedAlerts({ alerts, timeZone, emptyText }: ReceivedAlertsProps) {
  if (alerts.length === 0)
    return emptyText ? (
      <Card>
        <EmptyState
          icon={BellRing}
          title={emptyText}
          description="Recalls and urgent messages from your officers show here, and reach your phone by the channels you chose in Settings."
        />
      </Card>
    ) : null;
  return (
    <ul className="grid gap-3" aria-label="Alerts sent to you">
      {alerts.map((a) => (
        <li key={a.id}>
          <ReceivedAlertCard alert={a} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

function ReceivedAlertCard({ alert, timeZone }: { alert: AlertSummary; timeZone: string | undefined }) {
  const answer = useAnswerAlert();
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={alert.message} className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          {alert.urgent ? <Badge variant="danger">Urgent</Badge> : null}
          <span className="font-medium text-foreground">{alert.senderName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={alert.createdAt} title={formatDateTime(alert.createdAt, timeZone)}>
            {timeAgo(alert.createdAt)}
          </time>
        </div>
        <p className="whitespace-pre-line text-base font-medium leading-relaxed text-foreground">
          {alert.message}
        </p>
        {alert.question ? (
          <div className="grid gap-2 rounded-lg border bg-muted/30 p-3 sm:p-4">
            <p className="text-sm font-semibold">Can you respond?</p>
            <AnswerForm
              current={alert.mine ?? { answer: null, minutes: null }}
              pending={answer.isPending}
              onAnswer={(values) =>
                answer.mutate(
                  { id: alert.id, ...values },
                  {
                    onSuccess: () => toast({ title: ALERTING_MESSAGES.answered }),
                    onError: (error) =>
                      toastError("Answer not sent", serverMessageOr(error, "Please try again.")),
                  },
                )
              }
            />
          </div>
        ) : null}
      </article>
    </Card>
  );
}
