import {
  canEditIncident,
  INCIDENT_MESSAGES,
  type Incident,
  incidentPdfPath,
} from "@rollcall/shared/incidents";
import { isManager } from "@rollcall/shared/roles";
import { FileUp, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useDownload } from "@/components/ui/download-button";
import { ModulePage } from "@/components/ui/module-page";
import { Spinner } from "@/components/ui/spinner";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone, useTeam } from "@/features/agencies";
import { todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useApparatus } from "./api/get-apparatus";
import { useIncidents } from "./api/get-incidents";
import { ComplianceTab } from "./components/compliance-tab";
import { DeleteIncidentDialog } from "./components/delete-incident-dialog";
import { ImportNfirsDialog } from "./components/import-nfirs-dialog";
import { IncidentFormDialog, type IncidentFormTarget } from "./components/incident-form-dialog";
import { OverviewTab } from "./components/overview-tab";
import { QueuedIncidents } from "./components/queued-incidents";
import { ReportsTab } from "./components/reports-tab";
import { ViewIncidentDialog } from "./components/view-incident-dialog";
import { type DateRange, defaultRange } from "./utils/range";

// The charting library loads with the Analytics tab, not with the rest of the screen.
const AnalyticsTab = lazy(() =>
  import("./components/analytics-tab").then((m) => ({ default: m.AnalyticsTab })),
);

const TABS = ["overview", "reports", "analytics", "compliance"] as const;

/** Incident Reporting (spec 02 §2): Overview, All Reports, Analytics and Compliance. */
export function IncidentsPage() {
  const { user } = useUser();
  const incidents = useIncidents();
  const team = useTeam(user?.agencyId);
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const { tab, setTab, params, setParam } = useTabParam(TABS);

  // The tab lives in the address (?tab=), so reloads and shared links keep it; ?new=1 (the dashboard's
  // "New Incident Report") opens the create dialog.

  const [formTarget, setFormTarget] = useState<IncidentFormTarget | null>(null);
  const creatingFromLink = params.get("new") === "1";
  const form = formTarget ?? (creatingFromLink ? ({ kind: "create" } as const) : null);
  const closeForm = () => {
    setFormTarget(null);
    if (params.has("new")) setParam("new", null);
  };
  const apparatus = useApparatus(form !== null);

  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = incidents.data?.find((i) => i.id === viewingId) ?? null;
  const [deleting, setDeleting] = useState<Incident | null>(null);
  const [importing, setImporting] = useState(false);

  const today = todayIn(timeZone);
  const fallback = defaultRange(today);
  const [chosenRange, setRange] = useState<DateRange | null>(null);
  const range = chosenRange ?? fallback;

  const pdf = useDownload({ failureMessage: "The PDF could not be created. Please try again." });
  const exportingId = pdf.busy;
  const exportPdf = (incident: Incident) =>
    pdf.download(incidentPdfPath(incident.id), `incident-report-${incident.incidentNumber}.pdf`, incident.id);
  const edit = (incident: Incident) => {
    setViewingId(null);
    setFormTarget({ kind: "edit", incident });
  };
  const handlers = {
    onView: (i: Incident) => setViewingId(i.id),
    onEdit: edit,
    onExport: (i: Incident) => void exportPdf(i),
    onDelete: setDeleting,
  };

  const dialogs = (
    <>
      <IncidentFormDialog
        target={form}
        onClose={closeForm}
        team={team.data ?? []}
        apparatus={apparatus.data ?? []}
        apparatusUnavailable={apparatus.isError}
        timeZone={timeZone}
      />
      <ViewIncidentDialog
        incident={viewing}
        timeZone={timeZone}
        onClose={() => setViewingId(null)}
        canEdit={viewing !== null && canEditIncident(user, viewing)}
        onEdit={edit}
        onExport={(i) => void exportPdf(i)}
        exporting={viewing !== null && exportingId === viewing.id}
      />
      <DeleteIncidentDialog incident={deleting} onClose={() => setDeleting(null)} />
      {isManager(user) ? <ImportNfirsDialog open={importing} onClose={() => setImporting(false)} /> : null}
    </>
  );

  const list = incidents.data;

  return (
    <ModulePage
      title="Incident Reporting"
      description="NFIRS incident reports with NERIS types, response times and reporting compliance."
      actions={
        <>
          {isManager(user) ? (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Import NFIRS
            </Button>
          ) : null}
          <Button onClick={() => setFormTarget({ kind: "create" })}>
            <Plus aria-hidden="true" />
            New Incident Report
          </Button>
        </>
      }
      query={incidents}
      loadingLabel={INCIDENT_MESSAGES.loading}
      errorTitle="Incident reports could not be loaded"
      tabsLabel="Incident reporting sections"
      tab={tab}
      onTabChange={setTab}
      tabs={() =>
        list && [
          {
            value: "overview",
            label: "Overview",
            content: (
              <OverviewTab
                incidents={list}
                timeZone={timeZone}
                onView={handlers.onView}
                onViewId={setViewingId}
                onCreate={() => setFormTarget({ kind: "create" })}
              />
            ),
          },
          {
            value: "reports",
            label: "All Reports",
            content: (
              <ReportsTab
                incidents={list}
                timeZone={timeZone}
                canEdit={(i) => canEditIncident(user, i)}
                canDelete={isManager(user)}
                exportingId={exportingId}
                onCreate={() => setFormTarget({ kind: "create" })}
                {...handlers}
              />
            ),
          },
          {
            value: "analytics",
            label: "Analytics",
            content: (
              <Suspense fallback={<Spinner label="Loading analytics..." className="py-12" />}>
                <AnalyticsTab range={range} fallback={fallback} onRangeChange={setRange} />
              </Suspense>
            ),
          },
          {
            value: "compliance",
            label: "Compliance",
            content: (
              <ComplianceTab
                range={range}
                fallback={fallback}
                onRangeChange={setRange}
                timeZone={timeZone}
                onView={setViewingId}
              />
            ),
          },
        ]
      }
      aboveTabs={() => <QueuedIncidents timeZone={timeZone} />}
      dialogs={dialogs}
    />
  );
}
