import {
  DASHBOARD_LIST_LIMIT,
  type ShiftBadge,
  shiftBadge,
  type TodayShift,
} from "@rollcall/shared/dashboard";
import { CalendarDays } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CardQuery, DashboardCard } from "@/components/ui/dashboard-card";
import { useNow } from "@/hooks/use-now";
import { formatTimeRange } from "@/lib/dates";
import { useTodaySchedule } from "../api/get-today-schedule";

const BADGE_VARIANT = { "On Duty": "success", "Starting Soon": "info", Completed: "secondary" } as const;
const BADGE_ORDER: ShiftBadge[] = ["On Duty", "Starting Soon", "Completed"];

/**
 * Today's Schedule (spec 01 §2): the agency's shifts today with who works them, the post and the times. The
 * badge is worked out again every minute, so a shift turns "On Duty" at its start without a reload.
 */
export function TodaysScheduleCard({ className }: { className?: string }) {
  const today = useTodaySchedule();
  const now = new Date(useNow(60_000));
  const shifts = (today.data?.shifts ?? [])
    .map((shift) => ({ ...shift, badge: shiftBadge(shift, now) }))
    .sort((a, b) => BADGE_ORDER.indexOf(a.badge) - BADGE_ORDER.indexOf(b.badge));
  const onDuty = shifts.filter((s) => s.badge === "On Duty").length;
  const hidden = shifts.length - DASHBOARD_LIST_LIMIT;

  return (
    <DashboardCard
      title="Today's Schedule"
      icon={CalendarDays}
      className={className}
      aside={
        shifts.length ? (
          <span className="text-sm whitespace-nowrap text-muted-foreground">{onDuty} on duty</span>
        ) : null
      }
      footerLink={
        shifts.length
          ? {
              to: "/scheduling",
              label: hidden > 0 ? `View all ${shifts.length} shifts` : "Open the schedule",
            }
          : undefined
      }
    >
      <CardQuery
        query={today}
        loadingLabel="Loading schedule..."
        errorMessage="Today's schedule could not be loaded."
        empty={{ icon: CalendarDays, text: "No shifts scheduled for today", when: () => shifts.length === 0 }}
      >
        {(data) => (
          <ul className="divide-y">
            {shifts.slice(0, DASHBOARD_LIST_LIMIT).map((shift) => (
              <ScheduleRow key={shift.id} shift={shift} timeZone={data.timeZone} day={data.date} />
            ))}
          </ul>
        )}
      </CardQuery>
    </DashboardCard>
  );
}

/** A shift that began yesterday shows its start date ("Nov 28, 07:00 – Nov 29, 07:00"). */
function ScheduleRow({ shift, timeZone, day }: { shift: TodayShift; timeZone: string; day: string }) {
  return (
    <li className="flex items-start justify-between gap-3 px-5 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-foreground">{shift.title}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {shift.assigneeName ?? "Unassigned"}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {shift.assignment || "Assignment TBD"}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">
          {formatTimeRange(shift.startTime, shift.endTime, timeZone, day)}
        </p>
      </div>
      <Badge variant={BADGE_VARIANT[shift.badge]} className="mt-0.5 shrink-0">
        {shift.badge}
      </Badge>
    </li>
  );
}
