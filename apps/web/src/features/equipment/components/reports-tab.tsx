import {
  EQUIPMENT_REPORT_FORMATS,
  EQUIPMENT_REPORTS,
  type EquipmentReport,
  type EquipmentReportFormat,
  equipmentReportUrl,
} from "@rollcall/shared/equipment";
import {
  ChevronDown,
  ClipboardList,
  DollarSign,
  Download,
  FileSpreadsheet,
  FileText,
  Gauge,
  type LucideIcon,
  Wrench,
} from "lucide-react";
import { useId, useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toastError } from "@/hooks/use-toast";
import { ApiError, downloadFile } from "@/lib/api";

const REPORTS: { report: EquipmentReport; icon: LucideIcon; description: string }[] = [
  {
    report: "inventory",
    icon: ClipboardList,
    description: "Every item with its type, model, serial number, location, status and maintenance dates.",
  },
  {
    report: "maintenance",
    icon: Wrench,
    description: "The maintenance schedule, overdue first, and every completed service with its cost.",
  },
  {
    report: "readiness",
    icon: Gauge,
    description: "Equipment available or in service, by status and by type, and what is not ready.",
  },
  {
    report: "costs",
    icon: DollarSign,
    description: "Maintenance spending per item, per type and per month, with totals and averages.",
  },
];

const FORMAT_LABELS: Record<EquipmentReportFormat, string> = {
  pdf: "PDF (printable)",
  csv: "CSV (spreadsheet)",
};

/** The Reports tab: the spec's four buttons, each a real file computed from the agency's equipment. */
export function ReportsTab() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Reports">
      {REPORTS.map((r) => (
        <li key={r.report}>
          <ReportCard {...r} />
        </li>
      ))}
    </ul>
  );
}

function ReportCard({ report, icon: Icon, description }: (typeof REPORTS)[number]) {
  const { label, fileName } = EQUIPMENT_REPORTS[report];
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();

  const download = async (format: EquipmentReportFormat) => {
    setBusy(true);
    try {
      await downloadFile(equipmentReportUrl(report, format), `${fileName}.${format}`);
    } catch (error) {
      toastError(
        "Export failed",
        error instanceof ApiError && error.status < 500
          ? error.serverMessage
          : "The report could not be created. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  // The button holds the report's name only (the spec's four buttons); a stretched ::after makes the whole
  // card clickable, and the description is read as the button's description.
  return (
    <div className="relative flex h-full items-start gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary/40 hover:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[:disabled]:opacity-70">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h3>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <button
                type="button"
                aria-describedby={descriptionId}
                disabled={busy}
                className="cursor-pointer text-left font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-lg disabled:cursor-wait"
              >
                {label}
              </button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {EQUIPMENT_REPORT_FORMATS.map((format) => (
                <DropdownMenuItem key={format} onSelect={() => void download(format)}>
                  {format === "pdf" ? (
                    <FileText aria-hidden="true" />
                  ) : (
                    <FileSpreadsheet aria-hidden="true" />
                  )}
                  {FORMAT_LABELS[format]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </h3>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-primary">
          <Download className="size-3.5" aria-hidden="true" />
          {busy ? "Preparing..." : "Download PDF or CSV"}
          <ChevronDown className="size-3.5" aria-hidden="true" />
        </p>
      </div>
    </div>
  );
}
