import type { AlertState, UrgentAlert } from "@rollcall/shared/dashboard";
import { Award, BellRing, ShieldCheck, Users, Wrench } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { DashboardListCard } from "@/components/ui/dashboard-card";
import { useAgencyTimeZone } from "@/features/agencies";
import { describeDays, formatDate, formatTimeRange } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { useUrgentAlerts } from "../api/get-urgent-alerts";

/** Spec 02 §4 wording for a certification's displayed state; equipment in the maintenance palette. */
const STATE = {
  expired: { label: "Expired", variant: "danger" },
  expiring: { label: "Expiring Soon", variant: "warning" },
  overdue: { label: "Overdue", variant: "danger" },
  maintenance: { label: "Maintenance", variant: "warning" },
  understaffed: { label: "Understaffed", variant: "danger" },
} as const satisfies Record<AlertState, { label: string; variant: "danger" | "warning" }>;

function detail(alert: UrgentAlert, timeZone: string | undefined) {
  const when = alert.date ? `${formatDate(alert.date)} · ${describeDays(alert.daysLeft ?? 0)}` : null;
  switch (alert.state) {
    case "expired":
      return `Expired ${when}`;
    case "expiring":
      return `Expires ${when}`;
    case "overdue":
      return `Service was due ${when}`;
    case "maintenance":
      return alert.date ? `In maintenance · next service ${formatDate(alert.date)}` : "In maintenance";
    case "understaffed": {
      const day = describeDays(alert.daysLeft ?? 0);
      const time = alert.start && alert.end ? ` · ${formatTimeRange(alert.start, alert.end, timeZone)}` : "";
      return `${day.charAt(0).toUpperCase()}${day.slice(1)}${time}`;
    }
  }
}

/**
 * Urgent Alerts (spec 01 §2): at most 5 certifications, equipment and today's or tomorrow's staffing gaps that
 * need someone now, worst first.
 */
export function UrgentAlertsCard({ className }: { className?: string }) {
  const alerts = useUrgentAlerts();
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  return (
    <DashboardListCard
      title="Urgent Alerts"
      icon={BellRing}
      className={className}
      aside={
        alerts.data?.length ? (
          <Badge
            variant={alerts.data.some((a) => STATE[a.state].variant === "danger") ? "danger" : "warning"}
          >
            {alerts.data.length}
          </Badge>
        ) : null
      }
      query={alerts}
      loadingLabel="Loading alerts..."
      errorMessage="Alerts could not be loaded."
      emptyText="No urgent alerts"
      emptyIcon={ShieldCheck}
      rowKey={(alert) => `${alert.kind}:${alert.id}`}
    >
      {(alert) => <AlertRow alert={alert} timeZone={timeZone} />}
    </DashboardListCard>
  );
}

const ICONS = { certification: Award, equipment: Wrench, staffing: Users } as const;

function AlertRow({ alert, timeZone }: { alert: UrgentAlert; timeZone: string | undefined }) {
  const state = STATE[alert.state];
  const Icon = ICONS[alert.kind];
  return (
    <li className="flex items-start gap-3 px-5 py-3">
      <span
        className={cn(
          "mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md",
          state.variant === "danger" ? "bg-red-100 text-danger" : "bg-yellow-100 text-warning",
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        {/* A long title keeps the whole width and the badge moves under it, rather than a word a line. */}
        <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
          <p className="min-w-0 font-medium text-foreground">
            {alert.name}
            {alert.holderName ? (
              <span className="font-normal text-muted-foreground"> · {alert.holderName}</span>
            ) : null}
          </p>
          <Badge variant={state.variant} className="mt-0.5 shrink-0">
            {state.label}
          </Badge>
        </div>
        <p className="mt-0.5 text-sm text-muted-foreground">{detail(alert, timeZone)}</p>
      </div>
    </li>
  );
}
