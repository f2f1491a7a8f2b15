import {
  COURSE_CATEGORY_LABELS,
  TRAINING_MESSAGES,
  type TrainingAssignment,
} from "@rollcall/shared/training";
import { ClipboardList, Eye, SearchX } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchField } from "@/components/ui/search-field";
import { cn } from "@/lib/utils";
import { formatDate, formatMomentDate } from "../utils/format";
import { AssignmentStatusBadge, PriorityBadge } from "./badges";

const STATUS_FILTERS = {
  all: "All Status",
  open: "Not completed",
  overdue: "Overdue",
  completed: "Completed",
} as const;
export type AssignmentStatusFilter = keyof typeof STATUS_FILTERS;
/** "all", "me", or a member's id. */
export type AssigneeFilter = string;

type AssignmentsTabProps = {
  assignments: TrainingAssignment[];
  isAdmin: boolean;
  userId: string;
  timeZone: string | undefined;
  assignee: AssigneeFilter;
  onAssigneeChange: (value: AssigneeFilter) => void;
  onViewDetails: (id: string) => void;
};

function statusMatches(a: TrainingAssignment, filter: AssignmentStatusFilter) {
  if (filter === "all") return true;
  if (filter === "completed") return a.status === "completed";
  if (filter === "overdue") return a.status !== "completed" && (a.overdue || a.status === "overdue");
  return a.status !== "completed";
}

/** Spec 02 §2 Assignments: Course, Assigned To, Due Date, Priority, Status, and View Details. */
export function AssignmentsTab({
  assignments,
  isAdmin,
  userId,
  timeZone,
  assignee,
  onAssigneeChange,
  onViewDetails,
}: AssignmentsTabProps) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<AssignmentStatusFilter>("all");
  const query = useDeferredValue(search.trim().toLowerCase());
  const statusId = useId();
  const assigneeId = useId();

  const people = [...new Map(assignments.map((a) => [a.userId, a.userName])).entries()]
    .filter(([id]) => id !== userId)
    .sort((a, b) => a[1].localeCompare(b[1]));
  const shown = assignments.filter(
    (a) =>
      (!query || [a.courseTitle, a.userName].some((f) => f.toLowerCase().includes(query))) &&
      statusMatches(a, status) &&
      (assignee === "all" || a.userId === (assignee === "me" ? userId : assignee)),
  );
  const filtering = query !== "" || status !== "all" || assignee !== "all";

  return (
    <div className="space-y-4">
      {isAdmin ? null : (
        <p className="rounded-md border bg-card px-4 py-3 text-sm text-muted-foreground">
          These are your own assignments. Admins see the training of the whole agency.
        </p>
      )}
      {assignments.length ? (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchField
              label="Search assignments"
              value={search}
              onChange={setSearch}
              placeholder={isAdmin ? "Course or member" : "Course"}
            />
            <div className="grid grid-cols-2 gap-3 sm:flex">
              {isAdmin ? (
                <div className="grid gap-1.5 sm:w-48">
                  <Label htmlFor={assigneeId}>Assigned To</Label>
                  <NativeSelect
                    id={assigneeId}
                    value={assignee}
                    onChange={(e) => onAssigneeChange(e.target.value)}
                  >
                    <option value="all">Everyone</option>
                    <option value="me">Me</option>
                    {people.map(([id, name]) => (
                      <option key={id} value={id}>
                        {name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              <div className={cn("grid gap-1.5 sm:w-44", !isAdmin && "col-span-2")}>
                <Label htmlFor={statusId}>Status</Label>
                <NativeSelect
                  id={statusId}
                  value={status}
                  onChange={(e) => setStatus(e.target.value as AssignmentStatusFilter)}
                >
                  {Object.entries(STATUS_FILTERS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {shown.length} of {assignments.length} assignments
          </p>
        </>
      ) : null}

      {shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={filtering ? SearchX : ClipboardList}
            title={TRAINING_MESSAGES.noAssignments}
            description={filtering ? "Try another search or status." : undefined}
            action={
              filtering ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch("");
                    setStatus("all");
                    onAssigneeChange("all");
                  }}
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <>
          <Card className="hidden overflow-hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Training assignments</caption>
              <thead className="border-b bg-muted/50 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Course
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Assigned To
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Due Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Priority
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {shown.map((a) => (
                  <tr
                    key={a.id}
                    className={cn(
                      "align-middle hover:bg-muted/30",
                      a.status === "completed" && "bg-green-50/50",
                    )}
                  >
                    <td className="px-4 py-3">
                      <div className="font-medium text-foreground">{a.courseTitle}</div>
                      <div className="text-xs text-muted-foreground">
                        {COURSE_CATEGORY_LABELS[a.category]}
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      {a.userName}
                      {a.userRemoved ? (
                        <span className="block text-xs text-muted-foreground">No longer a member</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <div className={cn("whitespace-nowrap", a.overdue && "font-medium text-danger")}>
                        {formatDate(a.dueDate)}
                      </div>
                      {a.completedAt ? (
                        <div className="whitespace-nowrap text-xs text-muted-foreground">
                          Completed {formatMomentDate(a.completedAt, timeZone)}
                        </div>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <PriorityBadge priority={a.priority} />
                    </td>
                    <td className="px-4 py-3">
                      <AssignmentStatusBadge assignment={a} />
                    </td>
                    <td className="px-4 py-2 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`View Details: ${a.courseTitle}, ${a.userName}`}
                        onClick={() => onViewDetails(a.id)}
                      >
                        <Eye aria-hidden="true" />
                        View Details
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <ul className="grid gap-3 md:hidden" aria-label="Training assignments">
            {shown.map((a) => (
              <li key={a.id}>
                <Card className={cn("p-4", a.status === "completed" && "border-green-200 bg-green-50/40")}>
                  <article aria-label={`${a.courseTitle}, ${a.userName}`} className="grid gap-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-foreground">{a.courseTitle}</h3>
                        <p className="text-sm text-muted-foreground">{COURSE_CATEGORY_LABELS[a.category]}</p>
                      </div>
                      <AssignmentStatusBadge assignment={a} />
                    </div>
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      <div className="min-w-0">
                        <dt className="text-xs text-muted-foreground">Assigned To</dt>
                        <dd className="break-words">
                          {a.userName}
                          {a.userRemoved ? " (no longer a member)" : ""}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Due Date</dt>
                        <dd className={cn(a.overdue && "font-medium text-danger")}>
                          {formatDate(a.dueDate)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs text-muted-foreground">Priority</dt>
                        <dd>
                          <PriorityBadge priority={a.priority} />
                        </dd>
                      </div>
                      {a.completedAt ? (
                        <div>
                          <dt className="text-xs text-muted-foreground">Completed</dt>
                          <dd>{formatMomentDate(a.completedAt, timeZone)}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <Button variant="outline" onClick={() => onViewDetails(a.id)}>
                      <Eye aria-hidden="true" />
                      View Details
                    </Button>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
