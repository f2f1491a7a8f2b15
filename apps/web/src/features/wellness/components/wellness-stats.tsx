import type { WellnessStats } from "@rollcall/shared/wellness";
import { Brain, CalendarCheck, Dumbbell, Stethoscope, Users } from "lucide-react";
import type { ReactNode } from "react";
import { StatCard } from "@/components/ui/stat-card";
import { monthName } from "../utils/format";

function Item({ children }: { children: ReactNode }) {
  return <li className="grid">{children}</li>;
}

/**
 * The four stat cards (spec 02 §2): the agency's active programs and the member's OWN counts. Admins also see
 * how many members logged anything this month: a bare count, never who or what.
 */
export function WellnessStatCards({ stats }: { stats: WellnessStats }) {
  const p = stats.participation;
  return (
    <div className="grid gap-3">
      <ul aria-label="Wellness figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Item>
          <StatCard label="Active Programs" value={stats.activePrograms} icon={Dumbbell} />
        </Item>
        <Item>
          <StatCard
            label="This Week's Activities"
            value={stats.weeklyActivities}
            icon={CalendarCheck}
            tone="success"
          />
        </Item>
        <Item>
          <StatCard label="Health Records" value={stats.healthRecords} icon={Stethoscope} tone="info" />
        </Item>
        <Item>
          <StatCard label="Mental Health Logs" value={stats.mentalHealthLogs} icon={Brain} tone="warning" />
        </Item>
      </ul>
      {p ? (
        <p
          className="flex items-start gap-2 rounded-md border bg-card px-3 py-2.5 text-sm text-muted-foreground shadow-sm"
          data-testid="wellness-participation"
        >
          <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-medium text-foreground">
              {p.membersThisMonth} of {p.totalMembers} members logged wellness activity in{" "}
              {monthName(p.month)}
            </span>
            . A count only: records stay private unless a member shares them.
          </span>
        </p>
      ) : null}
    </div>
  );
}
