import { COMPLIANCE_REPORTS, type ComplianceReport, reportUrl } from "@rollcall/shared/compliance";
import { ClipboardCheck, FileText, type LucideIcon, TrendingDown, UserX } from "lucide-react";
import { ReportCardList } from "@/components/ui/download-button";
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

/** The Reports tab: the spec's four report buttons, and the required certifications the audit uses. */
export function ReportsTab({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="grid gap-6">
      <ReportCardList
        reports={REPORTS.map(({ report, icon, description }) => ({
          key: report,
          label: COMPLIANCE_REPORTS[report].label,
          icon,
          description,
          files: COMPLIANCE_REPORTS[report].formats.map((format) => ({
            format,
            url: reportUrl(report, format),
            fileName: `${report}.${format}`,
          })),
        }))}
      />
      <RequiredCertificationsCard isAdmin={isAdmin} />
    </div>
  );
}
