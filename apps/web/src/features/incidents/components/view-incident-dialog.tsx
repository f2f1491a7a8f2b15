import { INCIDENT_TYPE_LABELS, type Incident, type IncidentHistoryEntry } from "@rollcall/shared/incidents";
import { nerisIncidentTypeLabel } from "@rollcall/shared/neris/crosswalk";
import {
  AID_GIVEN_RECEIVED_LABELS,
  type AidGivenReceived,
  isNfirsIncidentType,
  nfirsLabel,
} from "@rollcall/shared/nfirs";
import { ArrowRight, FileDown, History, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { PriorityBadge, StatusBadge } from "@/components/ui/incident-badges";
import { formatDate, formatMoment } from "@/lib/dates";
import { useIncidentHistory } from "../api/get-incident-history";
import { describeDuration, formatDollars } from "../utils/format";
import { nerisFieldContext } from "./neris/field-paths";
import { NerisCheck } from "./neris/neris-check";
import { CadBadge, NerisSubmissionSection } from "./neris/neris-submission";

type ViewIncidentDialogProps = {
  incident: Incident | null;
  timeZone: string | undefined;
  onClose: () => void;
  /** Whether the member may edit this report (the shared canEditIncident rule). */
  canEdit: boolean;
  onEdit: (incident: Incident) => void;
  onExport: (incident: Incident) => void;
  exporting: boolean;
};

/**
 * The read-only report (spec 02 §2 "View"), with its NFIRS and NERIS data, where it stands with NERIS (and
 * Submit to NERIS for officers and admins), and its change history.
 */
export function ViewIncidentDialog({
  incident,
  timeZone,
  onClose,
  canEdit,
  onEdit,
  onExport,
  exporting,
}: ViewIncidentDialogProps) {
  return (
    <Dialog open={incident !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {incident ? (
          <>
            <DialogHeader>
              <DialogTitle>Incident Report #{incident.incidentNumber}</DialogTitle>
              <DialogDescription>
                {INCIDENT_TYPE_LABELS[incident.incidentType]} ·{" "}
                {formatMoment(incident.incidentDate, timeZone)}
              </DialogDescription>
              <div className="flex flex-wrap gap-2 pt-1">
                <StatusBadge status={incident.status} />
                <PriorityBadge priority={incident.priority} />
                <CadBadge incident={incident} />
              </div>
            </DialogHeader>
            {isNfirsIncidentType(incident.incidentType) ? (
              <NerisCheck incidentId={incident.id} context={nerisFieldContext(incident)} />
            ) : null}
            <IncidentDetail incident={incident} timeZone={timeZone} />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button variant="outline" disabled={exporting} onClick={() => onExport(incident)}>
                <FileDown aria-hidden="true" />
                {exporting ? "Preparing..." : "Export PDF"}
              </Button>
              {canEdit ? (
                <Button onClick={() => onEdit(incident)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              ) : null}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-foreground">
        {children || <span className="text-muted-foreground">Not recorded</span>}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function IncidentDetail({ incident: i, timeZone }: { incident: Incident; timeZone: string | undefined }) {
  const response = i.alarmAt && i.arrivalAt ? (Date.parse(i.arrivalAt) - Date.parse(i.alarmAt)) / 1000 : null;
  const nfirs = isNfirsIncidentType(i.incidentType);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact label="Location" wide>
          {i.location}
        </Fact>
        <Fact label="Incident date">{formatMoment(i.incidentDate, timeZone)}</Fact>
        <Fact label="Report date">{formatDate(i.reportDate)}</Fact>
        <Fact label="Reporting officer">
          {i.reportingOfficer.firstName} {i.reportingOfficer.lastName}
          {i.reportingOfficer.removed ? " (removed)" : ""}
        </Fact>
        <Fact label="Completed">{i.completedAt ? formatMoment(i.completedAt, timeZone) : ""}</Fact>
        <Fact label="Description" wide>
          <span className="whitespace-pre-line">{i.description}</span>
        </Fact>
        <Fact label="Narrative summary" wide>
          {i.narrativeSummary ? <span className="whitespace-pre-line">{i.narrativeSummary}</span> : ""}
        </Fact>
      </dl>

      <Section title="NFIRS and NERIS data">
        {nfirs ? (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Fact label="NFIRS incident type">{nfirsLabel(i.nfirsCode, "type")}</Fact>
            <Fact label="NERIS incident type">{nerisIncidentTypeLabel(i.nerisIncidentType)}</Fact>
            <Fact label="Alarm time">{formatMoment(i.alarmAt, timeZone)}</Fact>
            {i.dispatchedAt ? <Fact label="Dispatched">{formatMoment(i.dispatchedAt, timeZone)}</Fact> : null}
            {i.enRouteAt ? <Fact label="En route">{formatMoment(i.enRouteAt, timeZone)}</Fact> : null}
            <Fact label="Arrival time">
              {i.arrivalAt ? (
                <>
                  {formatMoment(i.arrivalAt, timeZone)}
                  {response !== null ? (
                    <span className="text-muted-foreground">
                      {" "}
                      · {describeDuration(response)} after the alarm
                    </span>
                  ) : null}
                </>
              ) : (
                ""
              )}
            </Fact>
            <Fact label="Last unit cleared">{formatMoment(i.lastUnitClearedAt, timeZone)}</Fact>
            <Fact label="Primary action taken">{nfirsLabel(i.actionTaken, "action")}</Fact>
            <Fact label="Property use">{nfirsLabel(i.propertyUse, "property")}</Fact>
            <Fact label="Aid given or received">
              {i.aidGivenReceived
                ? `${i.aidGivenReceived} ${AID_GIVEN_RECEIVED_LABELS[i.aidGivenReceived as AidGivenReceived] ?? ""}`
                : ""}
            </Fact>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {INCIDENT_TYPE_LABELS[i.incidentType]} is not an NFIRS incident and is kept out of the NFIRS and
            NERIS exports.
          </p>
        )}
      </Section>

      {nfirs || i.nerisSubmission.state !== "not_submitted" ? (
        <Section title="NERIS submission">
          <NerisSubmissionSection key={i.id} incident={i} timeZone={timeZone} />
        </Section>
      ) : null}

      <Section title="Casualties, loss and resources">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
          <Fact label="Injuries">{String(i.injuries)}</Fact>
          <Fact label="Fatalities">{String(i.fatalities)}</Fact>
          <Fact label="Property damage">{formatDollars(i.propertyDamage)}</Fact>
        </dl>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Fact label={`Responders (${i.responders.length})`}>
            {i.responders.length ? (
              <ul className="flex flex-wrap gap-1.5 pt-0.5">
                {i.responders.map((p) => (
                  <li key={p.id}>
                    <Badge variant="outline" className="font-medium">
                      {p.firstName} {p.lastName}
                      {p.removed ? " (removed)" : ""}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              ""
            )}
          </Fact>
          <Fact label={`Apparatus (${i.apparatus.length || i.unitsResponded.length})`}>
            {i.apparatus.length || i.unitsResponded.length ? (
              <ul className="flex flex-wrap gap-1.5 pt-0.5">
                {(i.apparatus.length ? i.apparatus.map((a) => a.name) : i.unitsResponded).map((name) => (
                  <li key={name}>
                    <Badge variant="outline" className="font-medium">
                      {name}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              ""
            )}
          </Fact>
        </dl>
      </Section>

      <Section title="Change history">
        <HistoryList id={i.id} timeZone={timeZone} />
      </Section>
    </div>
  );
}

function HistoryList({ id, timeZone }: { id: string; timeZone: string | undefined }) {
  const history = useIncidentHistory(id);
  if (history.isPending) return <p className="text-sm text-muted-foreground">Loading the history...</p>;
  if (history.isError) return <p className="text-sm text-destructive">The history could not be loaded.</p>;
  if (!history.data.length) return <p className="text-sm text-muted-foreground">No changes recorded.</p>;
  return (
    <ol className="grid gap-3" aria-label="Change history">
      {history.data.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} timeZone={timeZone} />
      ))}
    </ol>
  );
}

function HistoryItem({ entry, timeZone }: { entry: IncidentHistoryEntry; timeZone: string | undefined }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-100 text-primary">
        <History className="size-3.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-medium text-foreground">{entry.actor ?? "System"}</span>{" "}
          <span className="text-muted-foreground">
            {entry.action === "created" ? "created the report" : "updated the report"} ·{" "}
            <time dateTime={entry.at}>{formatMoment(entry.at, timeZone)}</time>
          </span>
        </p>
        {entry.changes.length ? (
          <ul className="mt-1 grid gap-0.5 text-sm">
            {entry.changes.map((c) => (
              <li key={c.field} className="flex flex-wrap items-center gap-x-1.5 break-words">
                <span className="font-medium text-foreground">{c.field}:</span>
                <span className="text-muted-foreground">{c.from ?? "empty"}</span>
                <ArrowRight className="size-3.5 text-muted-foreground" aria-label="to" />
                <span className="text-foreground">{c.to ?? "empty"}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
