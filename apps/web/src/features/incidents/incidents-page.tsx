import {
  canEditIncident,
  INCIDENT_MESSAGES,
  type Incident,
  incidentPdfPath,
} from "@rollcall/shared/incidents";
import { Plus, RefreshCw, ServerCrash } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toastError } from "@/hooks/use-toast";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError, downloadFile } from "@/lib/api";
import { useUser } from "@/lib/session";
import { useAgencyTimeZone } from "./api/get-agency-time-zone";
import { useApparatus } from "./api/get-apparatus";
import { useIncidents } from "./api/get-incidents";
import { useTeam } from "./api/get-team";
import { AnalyticsTab } from "./components/analytics-tab";
import { ComplianceTab } from "./components/compliance-tab";
import { DeleteIncidentDialog } from "./components/delete-incident-dialog";
import { IncidentFormDialog, type IncidentFormTarget } from "./components/incident-form-dialog";
import { OverviewTab } from "./components/overview-tab";
import { ReportsTab } from "./components/reports-tab";
import { ViewIncidentDialog } from "./components/view-incident-dialog";
import { todayIn } from "./utils/format";
import { isManager } from "./utils/permissions";
import { type DateRange, defaultRange } from "./utils/range";

const TABS = ["overview", "reports", "analytics", "compliance"] as const;
type Tab = (typeof TABS)[number];

/** Incident Reporting (spec 02 §2): Overview, All Reports, Analytics and Compliance. */
export function IncidentsPage() {
  const { user } = useUser();
  const incidents = useIncidents();
  const team = useTeam(user?.agencyId);
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const unauthorized = useUnauthorizedRedirect(incidents.error);
  const [params, setParams] = useSearchParams();

  // The tab lives in the address (?tab=), so reloads and shared links keep it; ?new=1 (the dashboard's
  // "New Incident Report") opens the create dialog.
  const tabParam = params.get("tab");
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : "overview";
  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value === null) p.delete(name);
        else p.set(name, value);
        return p;
      },
      { replace: true },
    );
  const setTab = (next: string) => setParam("tab", next === "overview" ? null : next);

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
  const [exportingId, setExportingId] = useState<string | null>(null);

  const today = todayIn(timeZone);
  const fallback = defaultRange(today);
  const [chosenRange, setRange] = useState<DateRange | null>(null);
  const range = chosenRange ?? fallback;

  const exportPdf = async (incident: Incident) => {
    setExportingId(incident.id);
    try {
      await downloadFile(incidentPdfPath(incident.id), `incident-report-${incident.incidentNumber}.pdf`);
    } catch (error) {
      toastError(
        "Export failed",
        error instanceof ApiError && error.status < 500
          ? error.serverMessage
          : "The PDF could not be created. Please try again.",
      );
    } finally {
      setExportingId(null);
    }
  };
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

  const header = (
    <PageHeader
      title="Incident Reporting"
      description="NFIRS incident reports with NERIS types, response times and reporting compliance."
      actions={
        <Button onClick={() => setFormTarget({ kind: "create" })}>
          <Plus aria-hidden="true" />
          New Incident Report
        </Button>
      }
    />
  );

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
    </>
  );

  if (incidents.isPending || unauthorized)
    return (
      <div className="space-y-6">
        {header}
        <Spinner label={INCIDENT_MESSAGES.loading} />
        {dialogs}
      </div>
    );

  if (incidents.isError)
    return (
      <div className="space-y-6">
        {header}
        <Card>
          <EmptyState
            icon={ServerCrash}
            tone="danger"
            title="Incident reports could not be loaded"
            description={
              incidents.error instanceof ApiError ? incidents.error.serverMessage : incidents.error.message
            }
            action={
              <Button
                variant="outline"
                onClick={() => void incidents.refetch()}
                disabled={incidents.isFetching}
              >
                <RefreshCw aria-hidden="true" className={incidents.isFetching ? "animate-spin" : undefined} />
                Try again
              </Button>
            }
          />
        </Card>
        {dialogs}
      </div>
    );

  return (
    <div className="space-y-6">
      {header}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label="Incident reporting sections"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto sm:self-start"
        >
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="reports">All Reports</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="compliance">Compliance</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            incidents={incidents.data}
            timeZone={timeZone}
            onView={handlers.onView}
            onCreate={() => setFormTarget({ kind: "create" })}
          />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab
            incidents={incidents.data}
            timeZone={timeZone}
            canEdit={(i) => canEditIncident(user, i)}
            canDelete={isManager(user)}
            exportingId={exportingId}
            onCreate={() => setFormTarget({ kind: "create" })}
            {...handlers}
          />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab range={range} fallback={fallback} onRangeChange={setRange} />
        </TabsContent>
        <TabsContent value="compliance">
          <ComplianceTab
            range={range}
            fallback={fallback}
            onRangeChange={setRange}
            timeZone={timeZone}
            onView={setViewingId}
          />
        </TabsContent>
      </Tabs>
      {dialogs}
    </div>
  );
}
