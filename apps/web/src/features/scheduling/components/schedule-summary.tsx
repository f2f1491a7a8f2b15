import { Activity, CalendarCheck, CalendarDays, Users } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";

type ScheduleSummaryProps = { total: number; active: number; scheduled: number; teamMembers: number };

/** The spec's four summary cards for the week shown. */
export function ScheduleSummary({ total, active, scheduled, teamMembers }: ScheduleSummaryProps) {
  return (
    <section aria-label="Week summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard label="Total Shifts" value={total} icon={CalendarDays} />
      <StatCard label="Active Shifts" value={active} icon={Activity} tone="success" />
      <StatCard label="Scheduled" value={scheduled} icon={CalendarCheck} tone="info" />
      <StatCard label="Team Members" value={teamMembers} icon={Users} />
    </section>
  );
}
