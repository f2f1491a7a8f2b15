import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { formatDateTime } from "@/lib/dates";
import { type PcrAccessEntry, usePcrAccessLog } from "../api/get-access-log";

const ACTIONS: Record<string, string> = { open: "Opened", pdf: "PDF", export: "Exported" };

/** Admins: every opening of the report, who and when (the server logs each GET). */
export function AccessLogCard({ id, timeZone }: { id: string; timeZone: string | undefined }) {
  const log = usePcrAccessLog(id, true);
  const columns: DataColumn<PcrAccessEntry>[] = [
    {
      header: "When",
      cell: (e) => formatDateTime(typeof e.at === "string" ? e.at : e.at.toISOString(), timeZone),
      rowHeader: true,
    },
    { header: "Who", cell: (e) => e.by.name },
    { header: "What", cell: (e) => ACTIONS[e.action] ?? e.action },
  ];
  return (
    <SectionCard title="Access Log" description="Who opened this report and when.">
      <QueryState
        query={log}
        loadingLabel="Loading the access log..."
        errorTitle="Could not load the access log"
        framed={false}
      >
        {() => (
          <DataTable
            caption="Access log"
            framed={false}
            columns={columns}
            rows={log.data ?? []}
            rowKey={(e) => `${String(e.at)}-${e.by.id}-${e.action}`}
            empty="No one has opened it yet."
          />
        )}
      </QueryState>
    </SectionCard>
  );
}
