import {
  COURSE_CATEGORY_LABELS,
  TRAINING_MESSAGES,
  type TrainingAssignment,
} from "@rollcall/shared/training";
import { ClipboardList, Eye, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  CardDetail,
  CardDetails,
  CardListHeading,
  NoMatches,
  ResponsiveTable,
  ShowingCount,
} from "@/components/ui/data-table";
import { ListFilterBar, listFilter, useListFilters } from "@/components/ui/use-list-filters";
import { formatDate, formatMomentDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { AssignmentStatusBadge, PriorityBadge } from "./badges";

const STATUS_FILTERS = {
  all: "All Status",
  open: "Not completed",
  overdue: "Overdue",
  completed: "Completed",
} as const;
export type AssignmentStatusFilter = keyof typeof STATUS_FILTERS;
const STATUS_FILTER_VALUES = ["open", "overdue", "completed"] as const;
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
  const people = [...new Map(assignments.map((a) => [a.userId, a.userName])).entries()]
    .filter(([id]) => id !== userId)
    .sort((a, b) => a[1].localeCompare(b[1]));
  const list = useListFilters(assignments, {
    search: {
      label: "Search assignments",
      placeholder: isAdmin ? "Course or member" : "Course",
      matches: (a, query) => [a.courseTitle, a.userName].some((f) => f.toLowerCase().includes(query)),
    },
    filters: [
      // The assignee lives in the page: the overview's "show all" opens this tab on "Me".
      ...(isAdmin
        ? [
            listFilter({
              label: "Assigned To",
              allLabel: "Everyone",
              options: ["me", ...people.map(([id]) => id)],
              labels: Object.fromEntries([["me", "Me"], ...people]),
              matches: (a: TrainingAssignment, value) => a.userId === (value === "me" ? userId : value),
              value: assignee,
              onChange: onAssigneeChange,
            }),
          ]
        : []),
      listFilter({
        label: "Status",
        allLabel: STATUS_FILTERS.all,
        options: STATUS_FILTER_VALUES,
        labels: STATUS_FILTERS,
        className: "sm:w-44",
        matches: statusMatches,
      }),
    ],
  });
  const { shown, filtering } = list;

  return (
    <div className="space-y-4">
      {isAdmin ? null : (
        <p className="rounded-md border bg-card px-4 py-3 text-sm text-muted-foreground">
          These are your own assignments. Admins see the training of the whole agency.
        </p>
      )}
      {assignments.length ? (
        <>
          <ListFilterBar list={list} />
          <ShowingCount shown={shown.length} total={assignments.length} noun="assignments" />
        </>
      ) : null}

      {shown.length === 0 ? (
        <NoMatches
          icon={filtering ? SearchX : ClipboardList}
          title={TRAINING_MESSAGES.noAssignments}
          description={filtering ? "Try another search or status." : undefined}
          onClear={filtering ? list.clear : undefined}
        />
      ) : (
        <ResponsiveTable
          caption="Training assignments"
          rows={shown}
          rowKey={(a) => a.id}
          rowClassName={(a) => a.status === "completed" && "bg-green-50/50"}
          columns={[
            {
              header: "Course",
              cell: (a) => (
                <>
                  <div className="font-medium text-foreground">{a.courseTitle}</div>
                  <div className="text-xs text-muted-foreground">{COURSE_CATEGORY_LABELS[a.category]}</div>
                </>
              ),
            },
            {
              header: "Assigned To",
              cell: (a) => (
                <>
                  {a.userName}
                  {a.userRemoved ? (
                    <span className="block text-xs text-muted-foreground">No longer a member</span>
                  ) : null}
                </>
              ),
            },
            {
              header: "Due Date",
              cell: (a) => (
                <>
                  <div className={cn("whitespace-nowrap", a.overdue && "font-medium text-danger")}>
                    {formatDate(a.dueDate)}
                  </div>
                  {a.completedAt ? (
                    <div className="whitespace-nowrap text-xs text-muted-foreground">
                      Completed {formatMomentDate(a.completedAt, timeZone)}
                    </div>
                  ) : null}
                </>
              ),
            },
            { header: "Priority", cell: (a) => <PriorityBadge priority={a.priority} /> },
            { header: "Status", cell: (a) => <AssignmentStatusBadge assignment={a} /> },
            {
              header: "Actions",
              align: "right",
              cellClassName: "py-2",
              cell: (a) => (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`View Details: ${a.courseTitle}, ${a.userName}`}
                  onClick={() => onViewDetails(a.id)}
                >
                  <Eye aria-hidden="true" />
                  View Details
                </Button>
              ),
            },
          ]}
          itemLabel={(a) => `${a.courseTitle}, ${a.userName}`}
          cardClassName={(a) => a.status === "completed" && "border-green-200 bg-green-50/40"}
        >
          {(a) => (
            <>
              <CardListHeading
                title={a.courseTitle}
                subtitle={COURSE_CATEGORY_LABELS[a.category]}
                badge={<AssignmentStatusBadge assignment={a} />}
              />
              <CardDetails>
                <CardDetail label="Assigned To">
                  <dd className="break-words">
                    {a.userName}
                    {a.userRemoved ? " (no longer a member)" : ""}
                  </dd>
                </CardDetail>
                <CardDetail label="Due Date">
                  <dd className={cn(a.overdue && "font-medium text-danger")}>{formatDate(a.dueDate)}</dd>
                </CardDetail>
                <CardDetail label="Priority">
                  <dd>
                    <PriorityBadge priority={a.priority} />
                  </dd>
                </CardDetail>
                {a.completedAt ? (
                  <CardDetail label="Completed">
                    <dd>{formatMomentDate(a.completedAt, timeZone)}</dd>
                  </CardDetail>
                ) : null}
              </CardDetails>
              <Button variant="outline" onClick={() => onViewDetails(a.id)}>
                <Eye aria-hidden="true" />
                View Details
              </Button>
            </>
          )}
        </ResponsiveTable>
      )}
    </div>
  );
}
