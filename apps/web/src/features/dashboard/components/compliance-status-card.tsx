import type { ComplianceBand, ComplianceItem } from "@rollcall/shared/dashboard";
import { ShieldCheck } from "lucide-react";
import { CardQuery, DashboardCard } from "@/components/ui/dashboard-card";
import { cn } from "@/lib/utils";
import { useComplianceStatus } from "../api/get-compliance-status";

/** Spec 01 §9 bands in the status palette: green good, yellow attention, red critical. */
const BAND_CLASSES: Record<ComplianceBand, { bar: string; text: string }> = {
  green: { bar: "bg-green-600", text: "text-success" },
  yellow: { bar: "bg-yellow-500", text: "text-warning" },
  red: { bar: "bg-red-600", text: "text-danger" },
};

/**
 * Compliance Status (spec 01 §2): for CPR, SCBA and EMT, the share of certifications that are active and
 * in date; once the agency sets required certifications, the share of members meeting each of them.
 * The number is shown as text, so the colour is never the only cue.
 */
export function ComplianceStatusCard({ className }: { className?: string }) {
  const status = useComplianceStatus();
  return (
    <DashboardCard title="Compliance Status" icon={ShieldCheck} className={className}>
      <CardQuery
        query={status}
        loadingLabel="Loading compliance..."
        errorMessage="Compliance status could not be loaded."
      >
        {(data) => (
          <ul className="flex flex-col gap-5 p-5">
            {data.map((item) => (
              <ComplianceRow key={item.label} item={item} />
            ))}
          </ul>
        )}
      </CardQuery>
    </DashboardCard>
  );
}

function ComplianceRow({ item }: { item: ComplianceItem }) {
  const band = item.band ? BAND_CLASSES[item.band] : null;
  return (
    <li data-testid={`compliance-${item.label}`}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium text-foreground">{item.label}</p>
        <p className={cn("text-sm font-semibold tabular-nums", band?.text ?? "text-muted-foreground")}>
          {item.percentage === null ? "No data" : `${item.percentage}%`}
        </p>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn("h-full rounded-full transition-[width]", band?.bar)}
          style={{ width: `${item.percentage ?? 0}%` }}
        />
      </div>
      <p className="mt-1.5 text-xs text-muted-foreground">
        {item.basis === "members"
          ? item.total === 0
            ? "No members hold a role it is required of"
            : `${item.active} of ${item.total} required ${item.total === 1 ? "member" : "members"} current`
          : item.total === 0
            ? "No certifications on record"
            : `${item.active} of ${item.total} ${item.total === 1 ? "certification" : "certifications"} current`}
      </p>
    </li>
  );
}
