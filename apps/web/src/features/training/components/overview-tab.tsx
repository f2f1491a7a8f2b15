import {
  COURSE_CATEGORY_LABELS,
  type Course,
  MY_TRAINING_LIMIT,
  percentOf,
  TRAINING_MESSAGES,
  type TrainingAssignment,
} from "@rollcall/shared/training";
import { BookOpen, CalendarDays, CircleCheck, Clock, GraduationCap, Hourglass, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ListCard } from "@/components/ui/list-card";
import { StatCard } from "@/components/ui/stat-card";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { formatHours } from "../utils/format";
import { AssignmentStatusBadge, PriorityBadge } from "./badges";
import { TrainingActionButton } from "./training-action-button";

type OverviewTabProps = {
  courses: Course[];
  /** The assignments this member sees (an admin: the agency's; anyone else: their own). */
  assignments: TrainingAssignment[];
  myTraining: TrainingAssignment[];
  isAdmin: boolean;
  onViewDetails: (id: string) => void;
  onShowAll: () => void;
};

/** Spec 02 §2 Overview: four counters, Training Progress, and the first 5 of My Training. */
export function OverviewTab({
  courses,
  assignments,
  myTraining,
  isAdmin,
  onViewDetails,
  onShowAll,
}: OverviewTabProps) {
  const completed = assignments.filter((a) => a.status === "completed").length;
  const pending = assignments.length - completed;
  const percent = percentOf(completed, assignments.length);
  const shown = myTraining.slice(0, MY_TRAINING_LIMIT);

  return (
    <div className="grid gap-6">
      <section aria-label="Training counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Courses" value={courses.length} icon={BookOpen} />
        <StatCard
          label="Published"
          value={courses.filter((c) => c.status === "published").length}
          icon={Send}
          tone="info"
        />
        <StatCard label="Completed" value={completed} icon={CircleCheck} tone="success" />
        <StatCard label="Pending" value={pending} icon={Hourglass} tone="warning" />
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle className="text-lg" id="training-progress-title">
              Training Progress
            </CardTitle>
            <CardDescription>
              {isAdmin ? "All training assigned in your agency." : "The training assigned to you."}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p
              className="text-4xl font-semibold tracking-tight text-foreground tabular-nums"
              data-testid="training-progress"
            >
              {percent}%
            </p>
            <div
              role="progressbar"
              aria-labelledby="training-progress-title"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-success transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <dl className="mt-1 grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-md border bg-green-50/60 px-3 py-2">
                <dt className="text-muted-foreground">Completed</dt>
                <dd className="text-lg font-semibold tabular-nums text-success">{completed}</dd>
              </div>
              <div className="rounded-md border bg-yellow-50/60 px-3 py-2">
                <dt className="text-muted-foreground">Pending</dt>
                <dd className="text-lg font-semibold tabular-nums text-warning">{pending}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <ListCard
          title="My Training"
          description="Your assignments, the next due first."
          aside={
            myTraining.length > MY_TRAINING_LIMIT ? (
              <Button variant="link" className="h-auto shrink-0" onClick={onShowAll}>
                View all {myTraining.length}
              </Button>
            ) : null
          }
          empty={{
            when: shown.length === 0,
            icon: GraduationCap,
            title: TRAINING_MESSAGES.noMyTrainingTitle,
            description: TRAINING_MESSAGES.noMyTrainingText,
          }}
        >
          <ul className="divide-y border-t" aria-label="My Training">
            {shown.map((a) => (
              <li
                key={a.id}
                aria-label={a.courseTitle}
                className="flex items-center gap-3 px-5 py-4 max-sm:flex-wrap"
              >
                <span
                  className={cn(
                    "hidden size-10 shrink-0 items-center justify-center rounded-md sm:flex",
                    a.status === "completed" ? "bg-green-100 text-success" : "bg-navy-100 text-primary",
                  )}
                >
                  {a.status === "completed" ? (
                    <CircleCheck className="size-5" aria-hidden="true" />
                  ) : (
                    <GraduationCap className="size-5" aria-hidden="true" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <button
                      type="button"
                      className="cursor-pointer text-left font-medium text-foreground underline-offset-4 hover:underline"
                      onClick={() => onViewDetails(a.id)}
                    >
                      {a.courseTitle}
                    </button>
                    <PriorityBadge priority={a.priority} />
                    {a.status !== "assigned" || a.overdue ? <AssignmentStatusBadge assignment={a} /> : null}
                  </div>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                    <span>{COURSE_CATEGORY_LABELS[a.category]}</span>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {formatHours(a.duration)}
                    </span>
                    <span
                      className={cn("inline-flex items-center gap-1", a.overdue && "font-medium text-danger")}
                    >
                      <CalendarDays className="size-3.5" aria-hidden="true" />
                      Due {formatDate(a.dueDate)}
                    </span>
                  </p>
                </div>
                {a.status === "completed" ? null : (
                  <div className="shrink-0 max-sm:w-full">
                    <TrainingActionButton assignment={a} className="max-sm:w-full" />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </ListCard>
      </div>
    </div>
  );
}
