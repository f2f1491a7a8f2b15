import {
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUSES,
  INCIDENT_TYPE_LABELS,
  INCIDENT_TYPES,
  type Incident,
} from "@rollcall/shared/incidents";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CardDetail, CardDetails, CardListHeading, ResponsiveTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PriorityBadge, StatusBadge } from "@/components/ui/incident-badges";
import { FilteredList, listFilter, useListFilters } from "@/components/ui/use-list-filters";
import { formatMoment, formatMomentDate, formatTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { showsNerisBadge } from "../utils/neris-submission";
import { type IncidentActionHandlers, IncidentActions } from "./incident-actions";
import { CadBadge, NerisStateBadge } from "./neris/neris-submission";

type ReportsTabProps = IncidentActionHandlers & {
  incidents: Incident[];
  timeZone: string | undefined;
  /** Whether the member may edit this report (the shared canEditIncident rule). */
  canEdit: (incident: Incident) => boolean;
  canDelete: boolean;
  exportingId: string | null;
  onCreate: () => void;
};

/** Spec 02 §2: incident number, location and description, any case. */
function matches(i: Incident, query: string) {
  return [i.incidentNumber, i.location, i.description].some((field) => field.toLowerCase().includes(query));
}

/** Reports shown at first; more on request, so a long history stays quick to scroll. */
const PAGE_SIZE = 25;

const officerName = (i: Incident) => `${i.reportingOfficer.firstName} ${i.reportingOfficer.lastName}`;

/** Where the report stands with NERIS, and whether CAD opened it, when there is something to say. */
function ListBadges({ incident, className }: { incident: Incident; className?: string }) {
  const neris = showsNerisBadge(incident);
  if (!neris && !incident.openedByCad) return null;
  return (
    <div className={cn("flex flex-wrap gap-1", className)}>
      {neris ? <NerisStateBadge state={incident.nerisSubmission.state} /> : null}
      <CadBadge incident={incident} />
    </div>
  );
}

/** All Reports: search, status and type filters, and the table (cards on phones). */
export function ReportsTab({
  incidents,
  timeZone,
  canEdit,
  canDelete,
  exportingId,
  onCreate,
  ...handlers
}: ReportsTabProps) {
  const list = useListFilters(incidents, {
    search: {
      label: "Search reports",
      placeholder: "Incident number, location or description",
      matches,
    },
    filters: [
      listFilter({
        label: "Status",
        allLabel: "All statuses",
        options: INCIDENT_STATUSES,
        labels: INCIDENT_STATUS_LABELS,
        className: "sm:w-44",
        matches: (i: Incident, status) => i.status === status,
      }),
      listFilter({
        label: "Type",
        allLabel: "All types",
        options: INCIDENT_TYPES,
        labels: INCIDENT_TYPE_LABELS,
        className: "sm:w-52",
        matches: (i: Incident, type) => i.incidentType === type,
      }),
    ],
  });
  const shown = list.shown;
  const [limit, setLimit] = useState(PAGE_SIZE);
  const visible = shown.slice(0, limit);

  if (!incidents.length)
    return (
      <Card>
        <EmptyState
          icon={FileText}
          title="No incident reports yet"
          description="Write the first report: it records the NFIRS data your state and NERIS ask for."
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              New Incident Report
            </Button>
          }
        />
      </Card>
    );

  const actions = (i: Incident, variant: "icons" | "labelled") => (
    <IncidentActions
      variant={variant}
      incident={i}
      canEdit={canEdit(i)}
      canDelete={canDelete}
      exporting={exportingId === i.id}
      {...handlers}
    />
  );

  return (
    <FilteredList
      list={list}
      noun="reports"
      count={
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {visible.length} of {shown.length === incidents.length ? "" : `${shown.length} matching, `}
          {incidents.length} reports
        </p>
      }
      noMatches={{
        title: "No reports match",
        description:
          "Try another number, location or word from the description, or a different status or type.",
      }}
    >
      <ResponsiveTable
        caption="Incident reports"
        scroll
        cellPadding="px-3 py-3"
        rows={visible}
        rowKey={(i) => i.id}
        columns={[
          {
            header: "Incident #",
            cellClassName: "whitespace-nowrap font-medium text-foreground tabular-nums",
            cell: (i) => i.incidentNumber,
          },
          {
            header: "Type",
            cell: (i) => (
              <>
                <div className="text-foreground">{INCIDENT_TYPE_LABELS[i.incidentType]}</div>
                {i.nfirsCode ? (
                  <div className="text-xs text-muted-foreground">NFIRS {i.nfirsCode}</div>
                ) : null}
                <ListBadges incident={i} className="mt-1" />
              </>
            ),
          },
          {
            header: "Date",
            cellClassName: "whitespace-nowrap tabular-nums",
            cell: (i) => (
              <time dateTime={i.incidentDate}>
                <span className="block text-foreground">{formatMomentDate(i.incidentDate, timeZone)}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatTime(i.incidentDate, timeZone)}
                </span>
              </time>
            ),
          },
          {
            header: "Location",
            cellClassName: "max-w-48",
            cell: (i) => <div className="line-clamp-2 text-foreground">{i.location}</div>,
          },
          { header: "Officer", cell: officerName },
          { header: "Priority", cell: (i) => <PriorityBadge priority={i.priority} /> },
          {
            header: "Status",
            cell: (i) => <StatusBadge status={i.status} />,
          },
          {
            header: "Actions",
            align: "right",
            cellClassName: "px-1 py-2 text-left",
            cell: (i) => actions(i, "icons"),
          },
        ]}
        itemLabel={(i) => `Report ${i.incidentNumber}`}
      >
        {(i) => (
          <>
            <CardListHeading
              title={INCIDENT_TYPE_LABELS[i.incidentType]}
              subtitle={<span className="tabular-nums">#{i.incidentNumber}</span>}
              badge={
                <div className="flex flex-col items-end gap-1">
                  <StatusBadge status={i.status} />
                  <PriorityBadge priority={i.priority} />
                </div>
              }
            />
            <ListBadges incident={i} />
            <CardDetails>
              <CardDetail label="Location" className="col-span-2">
                <dd className="break-words">{i.location}</dd>
              </CardDetail>
              <CardDetail label="Date">
                <dd className="tabular-nums">{formatMoment(i.incidentDate, timeZone)}</dd>
              </CardDetail>
              <CardDetail label="Officer">
                <dd className="break-words">{officerName(i)}</dd>
              </CardDetail>
            </CardDetails>
            {actions(i, "labelled")}
          </>
        )}
      </ResponsiveTable>
      {shown.length > visible.length ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
            Show {Math.min(PAGE_SIZE, shown.length - visible.length)} more
          </Button>
        </div>
      ) : null}
    </FilteredList>
  );
}
