import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  COURSE_CATEGORY_LABELS,
  type MemberPerformance,
  TRAINING_MESSAGES,
  type TrainingProgress,
} from "@rollcall/shared/training";
import { AlarmClock, CircleCheck, Clock, TrendingUp, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ProgressBar } from "@/components/ui/progress-bar";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { cn } from "@/lib/utils";
import { useTrainingProgress } from "../api/get-training-progress";
import { formatHoursShort, formatRate } from "../utils/format";
import { IsoHoursCard } from "./iso-hours-card";

// The charting library loads with the Progress tab, not with the rest of the screen.
const TeamChart = lazy(() => import("./team-chart").then((m) => ({ default: m.TeamChart })));

/**
 * Spec 02 §2 Progress: Completion by Category (first 6) and Team Performance, from the server's figures, and
 * the year's training hours against the ISO targets.
 */
export function ProgressTab() {
  const query = useTrainingProgress();
  return (
    <QueryState
      query={query}
      loadingLabel={TRAINING_MESSAGES.loading}
      errorTitle="Training analytics could not be loaded"
    >
      {() =>
        query.data && (
          <div className="grid gap-6">
            <CategoryCard progress={query.data} />
            <TeamPerformance progress={query.data} />
            <IsoHoursCard currentYear={query.data.today.slice(0, 4)} />
          </div>
        )
      }
    </QueryState>
  );
}

function CategoryCard({ progress }: { progress: TrainingProgress }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Completion by Category</CardTitle>
        <CardDescription>
          {progress.scope === "agency"
            ? "Completed assignments over all assignments, per course category."
            : "Your completed assignments over all of yours, per course category."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-x-10 gap-y-5 md:grid-cols-2" aria-label="Completion by category">
          {progress.categories.map((c) => {
            const label = COURSE_CATEGORY_LABELS[c.category];
            return (
              <li key={c.category} className="grid gap-2">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-foreground">{label}</span>
                  {c.total === 0 ? (
                    // 0/0 is no figure: a category nobody was assigned says so.
                    <span className="text-muted-foreground">No assignments</span>
                  ) : (
                    <span className="text-muted-foreground tabular-nums">
                      {c.completed}/{c.total} completed ·{" "}
                      <span className="font-semibold text-foreground">{c.percent}%</span>
                    </span>
                  )}
                </div>
                <ProgressBar
                  percent={c.percent}
                  label={`${label} completion`}
                  tone={c.total === 0 ? "bg-muted" : c.percent === 100 ? "bg-success" : "bg-primary"}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function TeamPerformance({ progress }: { progress: TrainingProgress }) {
  const { team, members } = progress;
  const agency = progress.scope === "agency";
  const active = members.filter((m) => m.assigned > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Team Performance</CardTitle>
        <CardDescription>
          {agency
            ? "Every member's training. Overdue: not completed and past the due date. Hours: course hours completed in the last 12 months."
            : "Your own figures; admins see every member's. Hours: course hours you completed in the last 12 months."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-label="Team totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label="Completion Rate"
            value={formatRate(team.completionRate)}
            icon={TrendingUp}
            hint={`${team.completed} of ${team.assigned} assignments`}
          />
          <StatCard
            label="On-Time Completion"
            value={formatRate(team.onTimeRate)}
            icon={AlarmClock}
            tone="info"
            hint="Completed by the due date"
          />
          <StatCard
            label="Overdue"
            value={team.overdue}
            icon={Clock}
            tone={team.overdue > 0 ? "danger" : "default"}
            hint="Not completed, past due"
          />
          <StatCard
            label="Hours Completed"
            value={formatHoursShort(team.hoursCompleted)}
            icon={CircleCheck}
            tone="success"
            hint="Last 12 months"
          />
        </section>

        {agency ? (
          active.length === 0 ? (
            <EmptyState
              icon={Users}
              headingLevel="h3"
              className="sm:py-8"
              title="No training assigned yet"
              description="Assign a course to see how each member is doing."
            />
          ) : (
            <>
              <Suspense fallback={<Spinner label="Loading chart..." className="min-h-40" />}>
                <TeamChart members={active} />
              </Suspense>
              <MemberTable members={members} />
            </>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

function MemberTable({ members }: { members: MemberPerformance[] }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold text-foreground">By member</h3>
      <DataTable
        caption="Training performance by member"
        className="hidden shadow-none md:block"
        cellPadding="px-3 py-2.5"
        rows={members}
        rowKey={(m) => m.userId}
        rowClassName={(m) => m.assigned === 0 && "text-muted-foreground"}
        columns={[
          {
            header: "Member",
            rowHeader: true,
            className: "px-4",
            cell: (m) => (
              <>
                <span className="font-medium text-foreground">{m.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {m.removed ? "No longer a member" : ROLE_LABELS[m.role]}
                </span>
              </>
            ),
          },
          { header: "Assigned", align: "right", cellClassName: "tabular-nums", cell: (m) => m.assigned },
          { header: "Completed", align: "right", cellClassName: "tabular-nums", cell: (m) => m.completed },
          {
            header: "Overdue",
            align: "right",
            cellClassName: (m) => cn("tabular-nums", m.overdue > 0 && "font-semibold text-danger"),
            cell: (m) => m.overdue,
          },
          {
            header: "Completion Rate",
            cell: (m) =>
              m.completionRate === null ? (
                <span className="text-muted-foreground">—</span>
              ) : (
                <div className="flex items-center gap-2">
                  <ProgressBar
                    percent={m.completionRate}
                    label={`${m.name} completion rate`}
                    tone={m.completionRate === 100 ? "bg-success" : "bg-primary"}
                  />
                  <span className="w-10 shrink-0 text-right tabular-nums">{m.completionRate}%</span>
                </div>
              ),
          },
          {
            header: "On Time",
            align: "right",
            cellClassName: "tabular-nums",
            cell: (m) => formatRate(m.onTimeRate),
          },
          {
            header: "Hours (12 mo)",
            align: "right",
            className: "px-4",
            cellClassName: "tabular-nums",
            cell: (m) => formatHoursShort(m.hoursCompleted),
          },
        ]}
      />
      <ul className="grid gap-2 md:hidden" aria-label="Training performance by member">
        {members.map((m) => (
          <li key={m.userId} className="rounded-lg border p-3">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 font-medium text-foreground">
                {m.name}
                <span className="font-normal text-muted-foreground">
                  {" "}
                  · {m.removed ? "No longer a member" : ROLE_LABELS[m.role]}
                </span>
              </p>
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {formatRate(m.completionRate)}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-4 gap-2 text-center text-xs">
              <div>
                <dt className="text-muted-foreground">Assigned</dt>
                <dd className="text-sm font-medium tabular-nums">{m.assigned}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Done</dt>
                <dd className="text-sm font-medium tabular-nums">{m.completed}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Overdue</dt>
                <dd className={cn("text-sm font-medium tabular-nums", m.overdue > 0 && "text-danger")}>
                  {m.overdue}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Hours</dt>
                <dd className="text-sm font-medium tabular-nums">{formatHoursShort(m.hoursCompleted)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
