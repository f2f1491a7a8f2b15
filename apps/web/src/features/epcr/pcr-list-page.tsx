import { PCR_MESSAGES, PCR_STATUS_LABELS, type PcrListItem } from "@rollcall/shared/epcr/api";
import { ClipboardPlus, FileDown, HeartPulse } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type DataColumn, ResponsiveTable } from "@/components/ui/data-table";
import { PageHeader } from "@/components/ui/page-header";
import { PageTabs } from "@/components/ui/page-tabs";
import { QueryState } from "@/components/ui/query-state";
import { useTabParam } from "@/components/ui/use-tab-param";
import { useAgencyTimeZone } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { isQueued } from "@/lib/api";
import { formatDateTime } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useCreatePcr } from "./api/create-pcr";
import { type PcrListFilters, usePcrList } from "./api/get-pcr-list";
import { NemsisExportDialog } from "./components/nemsis-export-dialog";
import { NewReportDialog } from "./components/new-report-dialog";
import { SubmissionBadge } from "./components/submission-card";
import { unsavedDrafts } from "./utils/draft-store";

const TABS = ["mine", "qa"] as const;

/** /pcr: the member's patient care reports, QA's queue for reviewers, and starting a new one. */
export function PcrListPage() {
  const { user } = useUser();
  // Admins and the officers named in Settings → QA Reviewers, as the server judges them.
  const reviewer = Boolean(user?.canReview);
  const { tab, setTab } = useTabParam(reviewer ? TABS : (["mine"] as const));
  const [starting, setStarting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const navigate = useNavigate();
  const create = useCreatePcr();

  const start = (incidentId?: string) =>
    create.mutate(incidentId ? { incidentId } : {}, {
      onSuccess: (record) => {
        setStarting(false);
        toast({ title: PCR_MESSAGES.created });
        navigate(`/pcr/${record.id}`);
      },
      onError: (error) => {
        setStarting(false);
        if (isQueued(error)) return;
        toastError("The report was not started", error.message);
      },
    });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Patient Care"
        description="Patient care reports (NEMSIS v3.5.1): typed on the device, saved as you go."
        actions={
          <>
            {reviewer ? (
              <Button type="button" variant="outline" onClick={() => setExporting(true)}>
                <FileDown aria-hidden="true" /> NEMSIS Export
              </Button>
            ) : null}
            <Button type="button" onClick={() => setStarting(true)}>
              <ClipboardPlus aria-hidden="true" /> New Report
            </Button>
          </>
        }
      />
      {reviewer ? (
        <PageTabs
          label="Report lists"
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: "mine", label: "Reports", content: <ReportList filters={{}} /> },
            { value: "qa", label: "QA Queue", content: <ReportList filters={{ needsReview: "true" }} /> },
          ]}
        />
      ) : (
        <ReportList filters={{}} />
      )}
      <NemsisExportDialog open={exporting} onClose={() => setExporting(false)} />
      <NewReportDialog
        open={starting}
        onClose={() => setStarting(false)}
        pending={create.isPending}
        onStart={start}
      />
    </div>
  );
}

function ReportList({ filters }: { filters: PcrListFilters }) {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const list = usePcrList(filters);
  const onDevice = useDraftsOnDevice(user?.id, list.dataUpdatedAt);
  const when = (r: PcrListItem) =>
    formatDateTime(typeof r.createdAt === "string" ? r.createdAt : r.createdAt.toISOString(), timeZone);
  const columns: DataColumn<PcrListItem>[] = [
    {
      header: "Report",
      rowHeader: true,
      cell: (r) => (
        <Link to={`/pcr/${r.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
          {r.pcrNumber ?? r.incidentNumber ?? "Report"}
        </Link>
      ),
    },
    { header: "Started", cell: when },
    { header: "Unit", cell: (r) => r.unitName ?? "—" },
    { header: "Patient", cell: (r) => r.patientName ?? "—" },
    { header: "Complaint", cell: (r) => r.complaint ?? "—" },
    { header: "Status", cell: (r) => <StatusBadges row={r} onDevice={onDevice.has(r.id)} /> },
  ];
  return (
    <QueryState
      query={list}
      loadingLabel="Loading reports..."
      errorTitle="Could not load the reports"
      empty={{
        when: (list.data ?? []).length === 0,
        icon: HeartPulse,
        title: filters.needsReview ? "Nothing waits for QA" : "No patient care reports yet",
      }}
    >
      {() => (
        <ResponsiveTable
          caption="Patient care reports"
          columns={columns}
          rows={list.data ?? []}
          rowKey={(r) => r.id}
          itemLabel={(r) => r.pcrNumber ?? r.incidentNumber ?? "Report"}
        >
          {(r) => (
            <>
              <Link to={`/pcr/${r.id}`} className="font-semibold text-primary">
                {r.pcrNumber ?? r.incidentNumber ?? "Report"}
              </Link>
              <p className="text-sm text-muted-foreground">
                {when(r)}
                {r.unitName ? ` · ${r.unitName}` : ""}
                {r.patientName ? ` · ${r.patientName}` : ""}
              </p>
              {r.complaint ? <p className="text-sm">{r.complaint}</p> : null}
              <StatusBadges row={r} onDevice={onDevice.has(r.id)} />
            </>
          )}
        </ResponsiveTable>
      )}
    </QueryState>
  );
}

/** The reports with typing this device has not saved to the server yet. */
function useDraftsOnDevice(userId: string | undefined, listedAt: number) {
  const [ids, setIds] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!userId || !listedAt) return;
    void unsavedDrafts(userId).then((drafts) => setIds(new Set(drafts.map((d) => d.reportId))));
  }, [userId, listedAt]);
  return ids;
}

function StatusBadges({ row, onDevice }: { row: PcrListItem; onDevice: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {onDevice ? <Badge variant="offline">On this device</Badge> : null}
      <Badge variant={row.status === "closed" ? "success" : "secondary"}>
        {PCR_STATUS_LABELS[row.status]}
      </Badge>
      {row.status === "draft" && row.missingCount > 0 ? (
        <Badge variant="warning">{row.missingCount} missing</Badge>
      ) : null}
      {row.returnedReason ? <Badge variant="danger">Returned by QA</Badge> : null}
      {row.reviewedAt ? <Badge variant="info">Reviewed</Badge> : null}
      <SubmissionBadge state={row.submissionState} />
    </span>
  );
}
