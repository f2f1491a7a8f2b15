import { Award, GraduationCap, Truck, UserCheck } from "lucide-react";
import { StatCard } from "@/components/ui/stat-card";
import type { DashboardStats as Stats } from "../api/get-dashboard-stats";

/** The four headline counters; attention colours only when there is something to act on. */
export function DashboardStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="On Duty" value={stats.onDuty} icon={UserCheck} tone="success" />
      <StatCard label="Available Units" value={stats.availableUnits} icon={Truck} tone="info" />
      <StatCard
        label="Expiring Certs"
        value={stats.expiringCerts}
        icon={Award}
        tone={stats.expiringCerts > 0 ? "warning" : "default"}
      />
      <StatCard
        label="Training Due"
        value={stats.trainingDue}
        icon={GraduationCap}
        tone={stats.trainingDue > 0 ? "warning" : "default"}
      />
    </section>
  );
}
