import {
  COMPLIANCE_REPORTS,
  type ComplianceReport,
  type ReportFormat,
  reportUrl,
} from "@rollcall/shared/compliance";
import {
  ChevronDown,
  ClipboardCheck,
  Download,
  FileSpreadsheet,
  FileText,
  type LucideIcon,
  TrendingDown,
  UserX,
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
import { RequiredCertificationsCard } from "./required-certifications-card";

const REPORTS: { report: ComplianceReport; icon: LucideIcon; description: string }[] = [
  {
    report: "summary",
    icon: FileText,
    description: "The compliance score, certifications by name and each member's standing.",
  },
  {
    report: "expiration",
    icon: TrendingDown,
    description: "Every certification by expiration date, with days remaining and its state.",
  },
  {
    report: "audit",
    icon: ClipboardCheck,
    description: "Each member against the certifications required of their role.",
  },
  {
    report: "gaps",
    icon: UserX,
    description: "Members missing a required certification, or holding only an expired one.",
  },
];

const FORMAT_LABELS: Record<ReportFormat, string> = { pdf: "PDF (printable)", csv: "CSV (spreadsheet)" };

/** The Reports tab: the spec's four report buttons, and the required certifications the audit uses. */
export function ReportsTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Reports">
        {REPORTS.map((r) => (
          <li key={r.report}>
            <ReportCard {...r} />
          </li>
        ))}
      </ul>
      <RequiredCertificationsCard isAdmin={isAdmin} />
    </div>
  );
}

function ReportCard({ report, icon: Icon, description }: (typeof REPORTS)[number]) {
  const { label, formats } = COMPLIANCE_REPORTS[report];
  const [busy, setBusy] = useState(false);

  const download = async (format: ReportFormat) => {
    setBusy(true);
    try {
      await downloadFile(reportUrl(report, format), `${report}.${format}`);
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

  const single = formats.length === 1 ? formats[0] : null;
  const descriptionId = useId();
  // The button holds the report's name only (the spec's four buttons); a stretched ::after makes the whole
  // card clickable, and the description is read as the button's description.
  const button = (
    <button
      type="button"
      aria-describedby={descriptionId}
      disabled={busy}
      onClick={single ? () => void download(single) : undefined}
      className="cursor-pointer text-left font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-lg disabled:cursor-wait"
    >
      {label}
    </button>
  );
  return (
    <div className="relative flex h-full items-start gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary/40 hover:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[:disabled]:opacity-70">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h3>
          {single ? (
            button
          ) : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {formats.map((format) => (
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
          )}
        </h3>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-primary">
          <Download className="size-3.5" aria-hidden="true" />
          {busy ? "Preparing..." : `Download ${formats.map((f) => f.toUpperCase()).join(" or ")}`}
          {single ? null : <ChevronDown className="size-3.5" aria-hidden="true" />}
        </p>
      </div>
    </div>
  );
}
