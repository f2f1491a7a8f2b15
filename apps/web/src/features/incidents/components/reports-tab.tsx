import {
  INCIDENT_STATUS_FILTERS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TYPE_LABELS,
  INCIDENT_TYPES,
  type Incident,
  type IncidentStatusFilter,
  type IncidentType,
} from "@rollcall/shared/incidents";
import { FileText, Plus, SearchX } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
import { formatMoment, formatMomentDate, formatTime } from "../utils/format";
import { type IncidentActionHandlers, IncidentActions } from "./incident-actions";
import { PriorityBadge, StatusBadge } from "./incident-badges";

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
  if (!query) return true;
  return [i.incidentNumber, i.location, i.description].some((field) => field.toLowerCase().includes(query));
}

/** Reports shown at first; more on request, so a long history stays quick to scroll. */
const PAGE_SIZE = 25;

const officerName = (i: Incident) => `${i.reportingOfficer.firstName} ${i.reportingOfficer.lastName}`;

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
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<IncidentStatusFilter>("all");
  const [type, setType] = useState<IncidentType | "all">("all");
  const query = useDeferredValue(search.trim().toLowerCase());
  const statusId = useId();
  const typeId = useId();
  const [limit, setLimit] = useState(PAGE_SIZE);

  const shown = incidents.filter(
    (i) =>
      matches(i, query) &&
      (status === "all" || i.status === status) &&
      (type === "all" || i.incidentType === type),
  );

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
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search reports"
          value={search}
          onChange={setSearch}
          placeholder="Incident number, location or description"
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="grid gap-1.5 sm:w-44">
            <Label htmlFor={statusId}>Status</Label>
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as IncidentStatusFilter)}
            >
              {INCIDENT_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {s === "all" ? "All statuses" : INCIDENT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5 sm:w-52">
            <Label htmlFor={typeId}>Type</Label>
            <NativeSelect
              id={typeId}
              value={type}
              onChange={(e) => setType(e.target.value as IncidentType | "all")}
            >
              <option value="all">All types</option>
              {INCIDENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INCIDENT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {visible.length} of {shown.length === incidents.length ? "" : `${shown.length} matching, `}
        {incidents.length} reports
      </p>

      {shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title="No reports match"
            description="Try another number, location or word from the description, or a different status or type."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch("");
                  setStatus("all");
                  setType("all");
                }}
              >
                Clear filters
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Incident reports</caption>
              <thead className="border-b bg-muted/50 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Incident #
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Location
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Officer
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Priority
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {visible.map((i) => (
                  <tr key={i.id} className="align-middle hover:bg-muted/30">
                    <td className="whitespace-nowrap px-3 py-3 font-medium text-foreground tabular-nums">
                      {i.incidentNumber}
                    </td>
                    <td className="px-3 py-3">
                      <div className="text-foreground">{INCIDENT_TYPE_LABELS[i.incidentType]}</div>
                      {i.nfirsCode ? (
                        <div className="text-xs text-muted-foreground">NFIRS {i.nfirsCode}</div>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 tabular-nums">
                      <time dateTime={i.incidentDate}>
                        <span className="block text-foreground">
                          {formatMomentDate(i.incidentDate, timeZone)}
                        </span>
                        <span className="block text-xs text-muted-foreground">
                          {formatTime(i.incidentDate, timeZone)}
                        </span>
                      </time>
                    </td>
                    <td className="max-w-48 px-3 py-3">
                      <div className="line-clamp-2 text-foreground">{i.location}</div>
                    </td>
                    <td className="px-3 py-3">{officerName(i)}</td>
                    <td className="px-3 py-3">
                      <PriorityBadge priority={i.priority} />
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadge status={i.status} />
                    </td>
                    <td className="px-1 py-2">{actions(i, "icons")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="grid gap-3 md:hidden" aria-label="Incident reports">
            {visible.map((i) => (
              <li key={i.id}>
                <Card className="p-4">
                  <article aria-label={`Report ${i.incidentNumber}`} className="grid gap-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-foreground">
                          {INCIDENT_TYPE_LABELS[i.incidentType]}
                        </h3>
                        <p className="text-sm text-muted-foreground tabular-nums">#{i.incidentNumber}</p>
                      </div>
                      <div className="flex flex-col items-end gap-1">
                        <StatusBadge status={i.status} />
                        <PriorityBadge priority={i.priority} />
                      </div>
                    </div>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      <div className="col-span-2 min-w-0">
                        <dt className="text-xs text-muted-foreground">Location</dt>
                        <dd className="break-words">{i.location}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Date</dt>
                        <dd className="tabular-nums">{formatMoment(i.incidentDate, timeZone)}</dd>
                      </div>
                      <div className="min-w-0">
                        <dt className="text-xs text-muted-foreground">Officer</dt>
                        <dd className="break-words">{officerName(i)}</dd>
                      </div>
                    </dl>
                    {actions(i, "labelled")}
                  </article>
                </Card>
              </li>
            ))}
          </ul>
          {shown.length > visible.length ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                Show {Math.min(PAGE_SIZE, shown.length - visible.length)} more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
