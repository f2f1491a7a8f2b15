import { isManager } from "@rollcall/shared/roles";
import { format } from "date-fns";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
// The dashboard is the one screen that composes other features' exported cards (the time clock's, the board's).
import { TodaysBoardCard } from "@/features/board";
import { TimeClockCard, TodaysShiftsCard } from "@/features/time-clock";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { formatLongDate } from "@/lib/dates";
import { usePrerenderedHandover } from "@/lib/prerendered";
import { useUser } from "@/lib/session";
import { useComplianceStatus } from "./api/get-compliance-status";
import { useDashboard } from "./api/get-dashboard";
import { useDashboardStats } from "./api/get-dashboard-stats";
import { useEquipmentStatus } from "./api/get-equipment-status";
import { useRecentActivity } from "./api/get-recent-activity";
import { useRecentIncidents } from "./api/get-recent-incidents";
import { useTodaySchedule } from "./api/get-today-schedule";
import { useUrgentAlerts } from "./api/get-urgent-alerts";
import { ComplianceStatusCard } from "./components/compliance-status-card";
import { DashboardStats } from "./components/dashboard-stats";
import { EquipmentStatusCard } from "./components/equipment-status-card";
import { MobileBottomBar } from "./components/mobile-bottom-bar";
import { QuickActionsCard } from "./components/quick-actions-card";
import { RecentActivityCard } from "./components/recent-activity-card";
import { RecentIncidentsCard } from "./components/recent-incidents-card";
import { TodaysScheduleCard } from "./components/todays-schedule-card";
import { UrgentAlertsCard } from "./components/urgent-alerts-card";
import { useRefreshOnChanges } from "./hooks/use-refresh-on-changes";

export function DashboardPage() {
  // The first paint in one call; its answer seeds every card's query (api/get-dashboard.ts).
  const first = useDashboard();
  const { user } = useUser();
  const enabled = first.isSuccess;
  const stats = useDashboardStats({ enabled });
  const today = useTodaySchedule({ enabled });
  // The cards read the same queries (seeded, then refreshed one by one); the page only needs their state.
  const cards = [
    today,
    useUrgentAlerts({ enabled }),
    useComplianceStatus({ enabled }),
    useEquipmentStatus({ enabled }),
    useRecentIncidents({ enabled }),
    useRecentActivity({ enabled }),
  ];
  const unauthorized = useUnauthorizedRedirect(first.error, stats.error, ...cards.map((card) => card.error));
  useRefreshOnChanges();
  // One loading state for the first paint, so the cards appear together instead of one by one.
  const loading = first.isPending || stats.isPending || cards.some((card) => card.isPending);
  // The server may have painted this page first (app/first-paint.ts): the app takes over once it shows the same.
  usePrerenderedHandover(!loading && !unauthorized);

  return (
    // Room at the bottom on phones so the shortcut bar never covers content.
    <div className="space-y-6 pb-20 lg:pb-0">
      <PageHeader
        title="Dashboard"
        description={formatLongDate(today.data?.date ?? format(new Date(), "yyyy-MM-dd"))}
      />
      <QueryState
        query={first.isError ? first : stats}
        pending={loading || unauthorized}
        loadingLabel="Loading dashboard..."
        errorTitle="The dashboard could not be loaded"
      >
        {() =>
          stats.data && (
            <>
              <DashboardStats stats={stats.data} />
              {/* The member's own day first: clock, their shifts (check in), the quick actions. */}
              <div className="grid gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
                <TimeClockCard />
                <TodaysShiftsCard />
                <QuickActionsCard className="md:col-span-2 lg:col-span-1" />
              </div>
              {/* Two independent columns on desktop, so a long card never leaves a hole beside a short one. */}
              <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-3">
                <div className="grid min-w-0 gap-4 sm:gap-6 lg:col-span-2">
                  {/* Officers run the day by the board: its open seats and units out of service first. */}
                  {isManager(user) ? <TodaysBoardCard /> : null}
                  <TodaysScheduleCard />
                  <RecentActivityCard />
                </div>
                <div className="grid min-w-0 gap-4 sm:gap-6">
                  <UrgentAlertsCard />
                  <ComplianceStatusCard />
                  <EquipmentStatusCard />
                </div>
              </div>
              <RecentIncidentsCard />
            </>
          )
        }
      </QueryState>
      <MobileBottomBar />
    </div>
  );
}
