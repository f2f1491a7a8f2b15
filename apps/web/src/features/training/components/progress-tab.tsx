import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  COURSE_CATEGORY_LABELS,
  type MemberPerformance,
  TRAINING_MESSAGES,
  type TrainingProgress,
} from "@rollcall/shared/training";
import { AlarmClock, CircleCheck, Clock, RefreshCw, ServerCrash, TrendingUp, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { StatCard } from "@/components/ui/stat-card";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useTrainingProgress } from "../api/get-training-progress";
import { formatHoursShort, formatRate } from "../utils/format";

// The charting library loads with the Progress tab, not with the rest of the screen.
const TeamChart = lazy(() => import("./team-chart").then((m) => ({ default: m.TeamChart })));

/** Spec 02 §2 Progress: Completion by Category (first 6) and Team Performance, from the server's figures. */
export function ProgressTab() {
  const query = useTrainingProgress();
  if (query.isPending) return <Spinner label={TRAINING_MESSAGES.loading} />;
  if (query.isError)
    return (
      <Card>
        <EmptyState
          icon={ServerCrash}
          tone="danger"
          title="Training analytics could not be loaded"
          description={query.error instanceof ApiError ? query.error.serverMessage : query.error.message}
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      </Card>
    );
  const p = query.data;
  return (
    <div className="grid gap-6">
      <CategoryCard progress={p} />
      <TeamPerformance progress={p} />
    </div>
  );
}

function Bar({ percent, label, tone = "bg-primary" }: { percent: number; label: string; tone?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className={cn("h-full rounded-full transition-[width]", tone)} style={{ width: `${percent}%` }} />
    </div>
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
                  <span className="text-muted-foreground tabular-nums">
                    {c.completed}/{c.total} completed ·{" "}
                    <span className="font-semibold text-foreground">{c.percent}%</span>
                  </span>
                </div>
                <Bar
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
      <div className="hidden overflow-hidden rounded-lg border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Training performance by member</caption>
          <thead className="border-b bg-muted/50 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3">
                Member
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Assigned
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Completed
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Overdue
              </th>
              <th scope="col" className="px-3 py-3">
                Completion Rate
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                On Time
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Hours (12 mo)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {members.map((m) => (
              <tr
                key={m.userId}
                className={cn("hover:bg-muted/30", m.assigned === 0 && "text-muted-foreground")}
              >
                <th scope="row" className="px-4 py-2.5 text-left font-normal">
                  <span className="font-medium text-foreground">{m.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {m.removed ? "No longer a member" : ROLE_LABELS[m.role]}
                  </span>
                </th>
                <td className="px-3 py-2.5 text-right tabular-nums">{m.assigned}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{m.completed}</td>
                <td
                  className={cn(
                    "px-3 py-2.5 text-right tabular-nums",
                    m.overdue > 0 && "font-semibold text-danger",
                  )}
                >
                  {m.overdue}
                </td>
                <td className="px-3 py-2.5">
                  {m.completionRate === null ? (
                    <span className="text-muted-foreground">—</span>
                  ) : (
                    <div className="flex items-center gap-2">
                      <Bar
                        percent={m.completionRate}
                        label={`${m.name} completion rate`}
                        tone={m.completionRate === 100 ? "bg-success" : "bg-primary"}
                      />
                      <span className="w-10 shrink-0 text-right tabular-nums">{m.completionRate}%</span>
                    </div>
                  )}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatRate(m.onTimeRate)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatHoursShort(m.hoursCompleted)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
