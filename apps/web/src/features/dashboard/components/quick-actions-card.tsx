import { FilePlus2, type LucideIcon, Repeat, Upload, Zap } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DashboardCard } from "@/components/ui/dashboard-card";
import { RequestCoverageDialog } from "@/features/scheduling";
import { cn } from "@/lib/utils";
import { useTodaySchedule } from "../api/get-today-schedule";

const actionClasses =
  "group flex min-h-14 w-full items-center gap-3 rounded-md border bg-card px-3 py-2 text-left transition-colors hover:bg-muted/60 cursor-pointer";

function ActionContent({ icon: Icon, label, hint }: { icon: LucideIcon; label: string; hint: string }) {
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary group-hover:bg-navy-50">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-foreground">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </>
  );
}

/**
 * Quick Actions (spec 01 §2). New Incident Report and Upload Certification open those screens with their
 * create dialog (?new=1); Request Coverage offers one of the member's shifts to the team from here.
 */
export function QuickActionsCard({ className }: { className?: string }) {
  const [coverageOpen, setCoverageOpen] = useState(false);
  const timeZone = useTodaySchedule().data?.timeZone;
  return (
    <DashboardCard title="Quick Actions" icon={Zap} className={className}>
      <div className={cn("grid gap-2 p-5")}>
        <Link to="/reports?new=1" className={actionClasses}>
          <ActionContent icon={FilePlus2} label="New Incident Report" hint="Start a report for a call" />
        </Link>
        <button type="button" className={actionClasses} onClick={() => setCoverageOpen(true)}>
          <ActionContent icon={Repeat} label="Request Coverage" hint="Offer one of your shifts to the team" />
        </button>
        <Link to="/compliance?new=1" className={actionClasses}>
          <ActionContent icon={Upload} label="Upload Certification" hint="Add a new or renewed certificate" />
        </Link>
      </div>
      <RequestCoverageDialog open={coverageOpen} onOpenChange={setCoverageOpen} timeZone={timeZone} />
    </DashboardCard>
  );
}
