import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { useDownload } from "@/components/ui/download-button";
import { PendingLabel } from "@/components/ui/pending-label";
import { TitledDialog } from "@/components/ui/titled-dialog";

/** The first and last day of last month (yyyy-MM-dd): what a state usually asks for. */
export function lastMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getFullYear(), today.getMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** QA reviewers and admins: the EMSDataSet (NEMSIS v3.5.1 XML) of the closed reports started in a range. */
export function NemsisExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [range, setRange] = useState(lastMonth);
  const { busy, download } = useDownload({ failureTitle: "The NEMSIS export was not made" });
  const url = `/api/pcr/export/ems?from=${range.from}&to=${range.to}`;
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="NEMSIS Export"
      description="The closed reports started in these days, as the EMSDataSet file your state's EMS data system imports."
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={busy !== null}
            onClick={() => void download(url, `nemsis-ems-${range.from}-to-${range.to}.xml`).then(onClose)}
          >
            <PendingLabel pending={busy !== null} pendingText="Preparing...">
              Download EMSDataSet
            </PendingLabel>
          </Button>
        </>
      }
    >
      <DateRangeFields range={range} onChange={setRange} />
    </TitledDialog>
  );
}
