import { ALERTING_MESSAGES } from "@rollcall/shared/alerting";
import { ChevronRight, Megaphone } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import {
  CardDetail,
  CardDetails,
  type DataColumn,
  NoMatches,
  ResponsiveTable,
} from "@/components/ui/data-table";
import { formatDateTime, timeAgo } from "@/lib/dates";
import type { AlertSummary } from "../types";

/** "4 yes · 2 no · 6 waiting" for an alert that asks; the recipients alone otherwise. */
export function AnswerCounts({ alert }: { alert: AlertSummary }) {
  if (!alert.question) return <span className="text-muted-foreground">No question</span>;
  const waiting = Math.max(alert.recipients - alert.yes - alert.no, 0);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 lg:flex-nowrap">
      <Badge variant="success">{alert.yes} yes</Badge>
      <Badge variant="danger">{alert.no} no</Badge>
      {waiting ? (
        <Badge variant="outline" className="text-muted-foreground">
          {waiting} waiting
        </Badge>
      ) : null}
    </span>
  );
}

/** The message, with "Urgent" before it when the alert ignores quiet hours. */
function MessageCell({ alert, link }: { alert: AlertSummary; link: boolean }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      {alert.urgent ? (
        <Badge variant="danger" className="mt-0.5">
          Urgent
        </Badge>
      ) : null}
      {link ? (
        <Link
          to={`/alerts/${alert.id}`}
          className="line-clamp-2 font-medium text-foreground hover:underline"
          onClick={(e) => e.stopPropagation()}
        >
          {alert.message}
        </Link>
      ) : (
        <span className="line-clamp-2 font-medium">{alert.message}</span>
      )}
    </div>
  );
}

/** Managers: the alerts the agency sent, each opening its live roster (a table from md up, cards on phones). */
export function SentAlertList({
  alerts,
  timeZone,
}: {
  alerts: AlertSummary[];
  timeZone: string | undefined;
}) {
  const navigate = useNavigate();
  if (alerts.length === 0)
    return (
      <NoMatches
        icon={Megaphone}
        title={ALERTING_MESSAGES.noAlerts}
        description="Send an alert to recall members or tell everyone at once; its roster fills here as they answer."
      />
    );
  const columns: DataColumn<AlertSummary>[] = [
    { header: "Message", cell: (a) => <MessageCell alert={a} link />, className: "w-[38%]", rowHeader: true },
    { header: "Audience", cell: (a) => a.audienceLabel },
    { header: "Sent by", cell: (a) => a.senderName, className: "whitespace-nowrap" },
    {
      header: "Sent",
      cell: (a) => <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, timeZone)}</time>,
      className: "whitespace-nowrap",
    },
    { header: "Recipients", cell: (a) => a.recipients, align: "right", className: "w-24 tabular-nums" },
    { header: "Answers", cell: (a) => <AnswerCounts alert={a} /> },
  ];
  return (
    <ResponsiveTable
      caption="Sent alerts"
      columns={columns}
      rows={alerts}
      rowKey={(a) => a.id}
      rowClassName="cursor-pointer"
      onRowClick={(a) => navigate(`/alerts/${a.id}`)}
      itemLabel={(a) => a.message}
    >
      {(a) => (
        <>
          <MessageCell alert={a} link={false} />
          <CardDetails>
            <CardDetail label="Audience">
              <dd>{a.audienceLabel}</dd>
            </CardDetail>
            <CardDetail label="Sent">
              <dd>
                <time dateTime={a.createdAt}>{timeAgo(a.createdAt)}</time> · {a.senderName}
              </dd>
            </CardDetail>
            <CardDetail label="Recipients">
              <dd className="tabular-nums">{a.recipients}</dd>
            </CardDetail>
            <CardDetail label="Answers">
              <dd>
                <AnswerCounts alert={a} />
              </dd>
            </CardDetail>
          </CardDetails>
          <Link
            to={`/alerts/${a.id}`}
            className="-mx-1 flex min-h-11 items-center justify-between rounded-md px-1 text-sm font-semibold text-primary hover:bg-muted"
          >
            View roster
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </>
      )}
    </ResponsiveTable>
  );
}
