import { INCIDENT_TYPE_LABELS, type Incident, RECENT_INCIDENTS_LIMIT } from "@rollcall/shared/incidents";
import { AlertOctagon, CircleCheck, ClipboardClock, FileText, MapPin, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PriorityBadge, StatusBadge } from "@/components/ui/incident-badges";
import { StatCard } from "@/components/ui/stat-card";
import { formatMoment } from "@/lib/dates";
import { NerisAttention } from "./neris/neris-attention";

type OverviewTabProps = {
  incidents: Incident[];
  timeZone: string | undefined;
  onView: (incident: Incident) => void;
  /** Opens a report by its id (the NERIS attention list names reports by id). */
  onViewId: (id: string) => void;
  onCreate: () => void;
};

/**
 * Spec 02 §2 Overview: Total Reports, Pending Review, Completed, Critical, the reports NERIS needs an officer for,
 * and the 5 most recent reports.
 */
export function OverviewTab({ incidents, timeZone, onView, onViewId, onCreate }: OverviewTabProps) {
  const count = (test: (i: Incident) => boolean) => incidents.filter(test).length;
  const recent = incidents.slice(0, RECENT_INCIDENTS_LIMIT);
  return (
    <div className="grid gap-6">
      <section aria-label="Report counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Reports" value={incidents.length} icon={FileText} />
        <StatCard
          label="Pending Review"
          value={count((i) => i.status === "pending")}
          icon={ClipboardClock}
          tone="warning"
        />
        <StatCard
          label="Completed"
          value={count((i) => i.status === "completed")}
          icon={CircleCheck}
          tone="success"
        />
        <StatCard
          label="Critical"
          value={count((i) => i.priority === "critical")}
          icon={AlertOctagon}
          tone="danger"
        />
      </section>

      <NerisAttention
        anySubmitted={incidents.some((i) => i.nerisSubmission.state !== "not_submitted")}
        timeZone={timeZone}
        onOpen={onViewId}
      />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Recent Reports</CardTitle>
          <CardDescription>The {RECENT_INCIDENTS_LIMIT} most recent incidents.</CardDescription>
        </CardHeader>
        {recent.length === 0 ? (
          <EmptyState
            icon={FileText}
            headingLevel="h3"
            title="No incident reports yet"
            description="Reports your crews write appear here with their status and priority."
            action={
              <Button onClick={onCreate}>
                <Plus aria-hidden="true" />
                New Incident Report
              </Button>
            }
          />
        ) : (
          <ul className="divide-y border-t" aria-label="Recent reports">
            {recent.map((i) => (
              <li key={i.id}>
                <button
                  type="button"
                  onClick={() => onView(i)}
                  className="grid w-full cursor-pointer gap-1 px-5 py-3 text-left transition-colors hover:bg-muted/40 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
                >
                  <span className="min-w-0">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-foreground">
                        {INCIDENT_TYPE_LABELS[i.incidentType]}
                      </span>
                      <span className="text-xs text-muted-foreground tabular-nums">#{i.incidentNumber}</span>
                    </span>
                    <span className="mt-0.5 flex min-w-0 items-start gap-1.5 text-sm text-muted-foreground">
                      <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 truncate">{i.location}</span>
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                    <time dateTime={i.incidentDate} className="text-sm text-muted-foreground tabular-nums">
                      {formatMoment(i.incidentDate, timeZone)}
                    </time>
                    <PriorityBadge priority={i.priority} />
                    <StatusBadge status={i.status} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
