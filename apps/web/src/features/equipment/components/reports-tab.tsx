import {
  EQUIPMENT_REPORT_FORMATS,
  EQUIPMENT_REPORTS,
  type EquipmentReport,
  equipmentReportUrl,
} from "@rollcall/shared/equipment";
import { ClipboardList, DollarSign, Gauge, type LucideIcon, Wrench } from "lucide-react";
import { ReportCardList } from "@/components/ui/download-button";

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

/** The Reports tab: the spec's four buttons, each a real file computed from the agency's equipment. */
export function ReportsTab() {
  return (
    <ReportCardList
      reports={REPORTS.map(({ report, icon, description }) => ({
        key: report,
        label: EQUIPMENT_REPORTS[report].label,
        icon,
        description,
        files: EQUIPMENT_REPORT_FORMATS.map((format) => ({
          format,
          url: equipmentReportUrl(report, format),
          fileName: `${EQUIPMENT_REPORTS[report].fileName}.${format}`,
        })),
      }))}
    />
  );
}
