import {
  ALERT_CHANNEL_LABELS,
  ALERT_CHANNELS,
  ALERTING_MESSAGES,
  type AlertChannel,
} from "@rollcall/shared/alerting";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { ArrowLeft, Bell, CircleCheck, CircleHelp, CircleX, Info, Users } from "lucide-react";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CardListHeading, type DataColumn, ResponsiveTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { StatCard } from "@/components/ui/stat-card";
import { useAgencyTimeZone } from "@/features/agencies";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { formatDateTime, formatTime } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { stillExpecting, useAlert } from "./api/get-alert";
import {
  AnswerBadge,
  BellBadge,
  CHANNEL_ICONS,
  DeliveryBadge,
  IN_APP_LABEL,
} from "./components/alert-format";
import type { AlertDetail, AlertRecipient } from "./types";

/** Who can respond first: yes by minutes to arrive, then those not yet answered, then no; by name within. */
function rosterOrder(a: AlertRecipient, b: AlertRecipient) {
  const rank = (r: AlertRecipient) => (r.answer === "yes" ? 0 : r.answer === null ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    (a.minutes ?? Number.MAX_SAFE_INTEGER) - (b.minutes ?? Number.MAX_SAFE_INTEGER) ||
    a.name.localeCompare(b.name)
  );
}

/** /alerts/:id (officers and admins): the alert and its live roster, an answer and a delivery per channel each. */
export function AlertPage() {
  const { id = "" } = useParams();
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const alert = useAlert(id);
  const unauthorized = useUnauthorizedRedirect(alert.error);
  return (
    <div className="space-y-6">
      <Link
        to="/alerts"
        className="inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline sm:min-h-0"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All alerts
      </Link>
      <QueryState
        query={alert}
        pending={unauthorized}
        loadingLabel="Loading the alert..."
        errorTitle={ALERTING_MESSAGES.notFound}
      >
        {() => (
          <AlertView alert={alert.data as AlertDetail} timeZone={timeZone} updatedAt={alert.dataUpdatedAt} />
        )}
      </QueryState>
    </div>
  );
}

function AlertView({
  alert,
  timeZone,
  updatedAt,
}: {
  alert: AlertDetail;
  timeZone: string | undefined;
  updatedAt: number;
}) {
  const roster = [...alert.roster].sort(rosterOrder);
  const waiting = alert.question ? roster.filter((r) => r.answer === null).length : 0;
  const live = stillExpecting(alert);
  const channels = ALERT_CHANNELS.filter((c) =>
    roster.some((r) => r.deliveries.some((d) => d.channel === c)),
  );
  const deliveryOn = (r: AlertRecipient, channel: AlertChannel) =>
    r.deliveries.find((d) => d.channel === channel);

  const bellColumn: DataColumn<AlertRecipient> = {
    // Every recipient gets the bell notification, whatever the channels can do.
    header: (
      <span className="inline-flex items-center gap-1.5">
        <Bell className="size-3.5" aria-hidden="true" />
        {IN_APP_LABEL}
      </span>
    ),
    cell: (r) => (
      <div className="grid justify-items-start gap-0.5">
        <BellBadge inApp={r.inApp} />
        {r.inApp ? (
          <span className="text-xs text-muted-foreground">{formatTime(r.inApp.at, timeZone)}</span>
        ) : null}
      </div>
    ),
  };

  const columns: DataColumn<AlertRecipient>[] = [
    {
      header: "Member",
      rowHeader: true,
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-medium text-foreground">{r.name}</p>
          <p className="text-xs text-muted-foreground">{ROLE_LABELS[r.role]}</p>
        </div>
      ),
    },
    ...(alert.question
      ? [
          {
            header: "Answer",
            cell: (r: AlertRecipient) => (
              <div className="grid justify-items-start gap-0.5">
                <AnswerBadge recipient={r} question />
                {r.answeredAt ? (
                  <span className="text-xs text-muted-foreground">
                    {formatTime(r.answeredAt, timeZone)}
                    {r.answeredVia
                      ? ` · ${r.answeredVia === "app" ? "in the app" : `by ${r.answeredVia}`}`
                      : ""}
                  </span>
                ) : null}
              </div>
            ),
          },
        ]
      : []),
    // Every recipient gets the bell notification, whatever the channels can do (none kept: no column).
    ...(roster.some((r) => r.inApp) ? [bellColumn] : []),
    ...(channels.length
      ? channels.map(
          (channel): DataColumn<AlertRecipient> => ({
            header: (
              <span className="inline-flex items-center gap-1.5">
                {(() => {
                  const Icon = CHANNEL_ICONS[channel];
                  return <Icon className="size-3.5" aria-hidden="true" />;
                })()}
                {ALERT_CHANNEL_LABELS[channel]}
              </span>
            ),
            cell: (r) => {
              const d = deliveryOn(r, channel);
              return d ? <DeliveryBadge delivery={d} /> : <span className="text-muted-foreground">—</span>;
            },
          }),
        )
      : [
          {
            header: "Deliveries",
            cell: () => <span className="text-muted-foreground">{ALERTING_MESSAGES.noDeliveries}</span>,
          },
        ]),
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Alert"
        description={
          <>
            Sent {formatDateTime(alert.createdAt, timeZone)} by {alert.senderName} to {alert.audienceLabel}
          </>
        }
      />
      <Card className="border-l-4 border-l-red-600 p-5 sm:p-6">
        <div className="mb-3 flex flex-wrap gap-2">
          {alert.urgent ? <Badge variant="danger">Urgent</Badge> : <Badge variant="secondary">Normal</Badge>}
          {alert.question ? <Badge variant="info">Asks who can respond</Badge> : null}
        </div>
        <p className="whitespace-pre-line text-lg font-medium leading-relaxed text-foreground">
          {alert.message}
        </p>
      </Card>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Recipients" value={alert.recipients} icon={Users} />
        <StatCard
          label="Can respond"
          value={alert.question ? alert.yes : "—"}
          icon={CircleCheck}
          tone="success"
          hint={alert.question ? soonest(roster) : "No question asked"}
        />
        <StatCard
          label="Cannot respond"
          value={alert.question ? alert.no : "—"}
          icon={CircleX}
          tone="danger"
        />
        <StatCard label="Waiting" value={alert.question ? waiting : "—"} icon={CircleHelp} tone="warning" />
      </div>

      <section aria-labelledby="roster-heading" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="roster-heading" className="text-base font-semibold">
              Roster
            </h2>
            <p className="text-sm text-muted-foreground">
              Every recipient's answer and each channel's delivery, as they happen.
            </p>
          </div>
          <p className="inline-flex items-center gap-2 text-xs text-muted-foreground" aria-live="off">
            {live ? (
              <span className="relative flex size-2.5" aria-hidden="true">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-75" />
                <span className="relative inline-flex size-2.5 rounded-full bg-green-600" />
              </span>
            ) : null}
            {live ? "Live · " : ""}Updated {formatTime(new Date(updatedAt).toISOString(), timeZone)}
          </p>
        </div>
        {alert.notConfigured.length ? (
          <NotConfiguredNote
            channels={alert.notConfigured}
            bellReachedAll={roster.length > 0 && roster.every((r) => r.inApp)}
          />
        ) : null}
        {roster.length === 0 ? (
          <Card className="px-6 py-10 text-center text-sm text-muted-foreground">
            {ALERTING_MESSAGES.audienceEmpty}
          </Card>
        ) : (
          <ResponsiveTable
            caption="Roster"
            columns={columns}
            rows={roster}
            rowKey={(r) => r.userId}
            itemLabel={(r) => r.name}
          >
            {(r) => (
              <>
                <CardListHeading
                  title={r.name}
                  subtitle={ROLE_LABELS[r.role]}
                  badge={alert.question ? <AnswerBadge recipient={r} question /> : undefined}
                />
                <ul className="flex flex-wrap gap-1.5" aria-label={`Deliveries to ${r.name}`}>
                  {r.inApp ? (
                    <li>
                      <BellBadge inApp={r.inApp} showChannel />
                    </li>
                  ) : null}
                  {r.deliveries.map((d) => (
                    <li key={d.id}>
                      <DeliveryBadge delivery={d} showChannel />
                    </li>
                  ))}
                </ul>
                {!r.inApp && !r.deliveries.length ? (
                  <p className="text-sm text-muted-foreground">{ALERTING_MESSAGES.noDeliveries}</p>
                ) : null}
              </>
            )}
          </ResponsiveTable>
        )}
      </section>
    </div>
  );
}

/**
 * Said once above the roster: the channels this installation has no provider for (as Alerts → Reachability
 * says), so nothing went out by them; the bell reached everyone all the same.
 */
function NotConfiguredNote({
  channels,
  bellReachedAll,
}: {
  channels: AlertChannel[];
  bellReachedAll: boolean;
}) {
  const names = channels.map((c) => ALERT_CHANNEL_LABELS[c]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
  return (
    <p className="flex gap-2 rounded-lg border bg-muted/40 px-3 py-2.5 text-sm" role="status">
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        <span className="font-semibold">{ALERTING_MESSAGES.notConfigured}:</span> {list}. This installation
        cannot send by {names.length > 1 ? "these channels" : "this channel"}, so nothing went out by{" "}
        {names.length > 1 ? "them" : "it"}
        {bellReachedAll ? "; every recipient got the alert in the app." : "."}
      </span>
    </p>
  );
}

/** "First in 6 min" from the yes answers with minutes. */
function soonest(roster: AlertRecipient[]) {
  const minutes = roster.flatMap((r) => (r.answer === "yes" && r.minutes !== null ? [r.minutes] : []));
  return minutes.length ? `First arrives in ${Math.min(...minutes)} min` : undefined;
}
