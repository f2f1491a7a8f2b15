import { ALERT_CHANNEL_LABELS, ALERT_CHANNELS } from "@rollcall/shared/alerting";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { Check, Minus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CardListHeading, type DataColumn, ResponsiveTable } from "@/components/ui/data-table";
import { Heading } from "@/components/ui/heading";
import { QueryState } from "@/components/ui/query-state";
import { cn } from "@/lib/utils";
import { useAlertingStatus } from "../api/get-alerting-status";
import type { AlertingStatus } from "../types";
import { CHANNEL_ICONS } from "./alert-format";

type Member = AlertingStatus["members"][number];

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-green-100 text-green-800">
      <Check className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}: reachable</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center text-muted-foreground">
      <Minus className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}: not reachable</span>
    </span>
  );
}

/** Admins: the installation's channels (configured or not, the provider, who they reach), then member by member. */
export function ReachabilityPanel() {
  const status = useAlertingStatus();
  return (
    <QueryState
      query={status}
      loadingLabel="Loading reachability..."
      errorTitle="Reachability could not be loaded"
    >
      {() => {
        const data = status.data as AlertingStatus;
        const total = data.members.length;
        const columns: DataColumn<Member>[] = [
          {
            header: "Member",
            rowHeader: true,
            cell: (m) => (
              <div className="min-w-0">
                <p className="font-medium text-foreground">{m.name}</p>
                <p className="text-xs text-muted-foreground">{ROLE_LABELS[m.role]}</p>
              </div>
            ),
          },
          {
            header: "Mobile",
            cell: (m) => m.phone ?? <span className="text-muted-foreground">None</span>,
            className: "whitespace-nowrap tabular-nums",
          },
          ...ALERT_CHANNELS.map(
            (channel): DataColumn<Member> => ({
              header: ALERT_CHANNEL_LABELS[channel],
              cell: (m) => <Mark on={m[channel]} label={ALERT_CHANNEL_LABELS[channel]} />,
              className: "w-24 text-center",
            }),
          ),
        ];
        return (
          <div className="grid gap-6">
            <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Channels">
              {data.channels.map((c) => {
                const Icon = CHANNEL_ICONS[c.channel];
                return (
                  <li key={c.channel}>
                    <Card className={cn("flex h-full flex-col gap-3 p-4", !c.configured && "bg-muted/40")}>
                      <div className="flex items-start justify-between gap-2">
                        <span
                          className={cn(
                            "flex size-9 items-center justify-center rounded-md",
                            c.configured ? "bg-navy-100 text-primary" : "bg-muted text-muted-foreground",
                          )}
                        >
                          <Icon className="size-5" aria-hidden="true" />
                        </span>
                        {c.configured ? (
                          <Badge variant="success">Configured</Badge>
                        ) : (
                          <Badge variant="secondary">Not configured</Badge>
                        )}
                      </div>
                      <div>
                        <Heading className="font-semibold">{ALERT_CHANNEL_LABELS[c.channel]}</Heading>
                        <p className="text-sm text-muted-foreground">
                          {/* Unconfigured, a message goes to the server's log instead: nothing fails. */}
                          {c.configured ? c.provider : "Messages go to the server log"}
                        </p>
                      </div>
                      <p className="mt-auto text-sm">
                        <span className="text-2xl font-semibold tabular-nums">{c.reachable}</span>
                        <span className="text-muted-foreground">
                          {/* Not configured, nothing reaches them yet: the figure is who would be reached. */}
                          {c.configured ? ` of ${total} reachable` : ` of ${total} reachable once configured`}
                        </span>
                      </p>
                    </Card>
                  </li>
                );
              })}
            </ul>
            <section aria-labelledby="reachability-members" className="grid gap-3">
              <div>
                <h2 id="reachability-members" className="text-base font-semibold">
                  Members
                </h2>
                <p className="text-sm text-muted-foreground">
                  Who each channel reaches: a verified mobile for SMS and voice, a browser that allowed push.
                </p>
              </div>
              <ResponsiveTable
                caption="Members by channel"
                columns={columns}
                rows={data.members}
                rowKey={(m) => m.userId}
                itemLabel={(m) => m.name}
              >
                {(m) => (
                  <>
                    <CardListHeading
                      title={m.name}
                      subtitle={`${ROLE_LABELS[m.role]}${m.phone ? ` · ${m.phone}` : ""}`}
                    />
                    <ul className="flex flex-wrap gap-2" aria-label={`Channels reaching ${m.name}`}>
                      {ALERT_CHANNELS.map((channel) => (
                        <li key={channel}>
                          <Badge
                            variant={m[channel] ? "success" : "secondary"}
                            className={cn(!m[channel] && "text-muted-foreground line-through")}
                          >
                            {m[channel] ? <Check className="size-3" aria-hidden="true" /> : null}
                            {ALERT_CHANNEL_LABELS[channel]}
                            <span className="sr-only">{m[channel] ? ": reachable" : ": not reachable"}</span>
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </ResponsiveTable>
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
