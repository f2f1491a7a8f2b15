import {
  COURSE_CATEGORY_LABELS,
  DIFFICULTY_LABELS,
  TRAINING_MESSAGES,
  type TrainingAssignmentDetail,
} from "@rollcall/shared/training";
import { RefreshCw, RotateCcw, ServerCrash } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { formatDate, formatMomentDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useAssignment } from "../api/get-assignment";
import { useUpdateAssignmentStatus } from "../api/update-assignment-status";
import { formatHours } from "../utils/format";
import { AssignmentStatusBadge, CourseStatusBadge, DifficultyBadge, PriorityBadge } from "./badges";
import { TrainingActionButton } from "./training-action-button";

type AssignmentDetailsDialogProps = {
  assignmentId: string | null;
  onClose: () => void;
  userId: string;
  isAdmin: boolean;
  timeZone: string | undefined;
};

/** View Details: the assignment, its course, and the next step for whoever may take it. */
export function AssignmentDetailsDialog({
  assignmentId,
  onClose,
  userId,
  isAdmin,
  timeZone,
}: AssignmentDetailsDialogProps) {
  const query = useAssignment(assignmentId);
  const a = query.data;
  return (
    <Dialog open={assignmentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {query.isPending ? (
          <>
            <DialogHeader>
              <DialogTitle>Training Details</DialogTitle>
              <DialogDescription className="sr-only">Loading the assignment</DialogDescription>
            </DialogHeader>
            <Spinner label={TRAINING_MESSAGES.loading} className="min-h-48" />
          </>
        ) : !a ? (
          <>
            <DialogHeader>
              <DialogTitle>Training Details</DialogTitle>
              <DialogDescription className="sr-only">The assignment could not be loaded</DialogDescription>
            </DialogHeader>
            <EmptyState
              icon={ServerCrash}
              tone="danger"
              headingLevel="h3"
              title="This assignment could not be loaded"
              description={query.error instanceof ApiError ? query.error.serverMessage : query.error?.message}
              action={
                <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              }
            />
          </>
        ) : (
          <Details assignment={a} userId={userId} isAdmin={isAdmin} timeZone={timeZone} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("min-w-0", wide && "col-span-2")}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

function Details({
  assignment: a,
  userId,
  isAdmin,
  timeZone,
  onClose,
}: {
  assignment: TrainingAssignmentDetail;
  userId: string;
  isAdmin: boolean;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const update = useUpdateAssignmentStatus();
  const own = a.userId === userId;
  const c = a.course;

  const reopen = async () => {
    try {
      await update.mutateAsync({ id: a.id, status: "in_progress" });
      toast({ title: TRAINING_MESSAGES.reopened, description: a.courseTitle });
    } catch (error) {
      toastError(
        TRAINING_MESSAGES.errorTitle,
        error instanceof ApiError && error.status < 500
          ? error.serverMessage
          : TRAINING_MESSAGES.statusFailed,
      );
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{a.courseTitle}</DialogTitle>
        <DialogDescription>
          {COURSE_CATEGORY_LABELS[a.category]} · {formatHours(a.duration)} ·{" "}
          {own ? "Assigned to you" : a.userName}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-1.5">
        <AssignmentStatusBadge assignment={a} />
        <PriorityBadge priority={a.priority} />
        <DifficultyBadge difficulty={c.difficulty} />
        {c.status !== "published" ? <CourseStatusBadge status={c.status} /> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-md border bg-muted/30 p-4">
        <Item label="Assigned To">
          {a.userName}
          {a.userRemoved ? " (no longer a member)" : ""}
        </Item>
        <Item label="Assigned By">{a.assignedByName ?? "—"}</Item>
        <Item label="Due Date">
          <span className={cn(a.overdue && "font-medium text-danger")}>
            {formatDate(a.dueDate)}
            {a.overdue ? " · overdue" : ""}
          </span>
        </Item>
        <Item label={a.completedAt ? "Completed" : "Assigned On"}>
          {formatMomentDate(a.completedAt ?? a.createdAt, timeZone)}
        </Item>
        <Item label="Instructor">{c.instructorName ?? TRAINING_MESSAGES.noInstructor}</Item>
        <Item label="Difficulty">{DIFFICULTY_LABELS[c.difficulty]}</Item>
        {a.score !== null ? <Item label="Score">{a.score}%</Item> : null}
        {a.notes ? (
          <Item label="Notes" wide>
            {a.notes}
          </Item>
        ) : null}
        {a.completionNotes ? (
          <Item label="Completion Notes" wide>
            {a.completionNotes}
          </Item>
        ) : null}
      </dl>
      <dl className="grid gap-3">
        {c.description ? <Item label="Description">{c.description}</Item> : null}
        {c.objectives ? <Item label="Objectives">{c.objectives}</Item> : null}
        {c.requirements ? <Item label="Prerequisites">{c.requirements}</Item> : null}
        {c.materials ? <Item label="Materials">{c.materials}</Item> : null}
      </dl>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {a.status === "completed" ? (
          isAdmin ? (
            <Button variant="outline" disabled={update.isPending} onClick={() => void reopen()}>
              <RotateCcw aria-hidden="true" />
              {update.isPending ? "Reopening..." : "Reopen"}
            </Button>
          ) : null
        ) : own || isAdmin ? (
          <TrainingActionButton assignment={a} forSomeoneElse={!own} className="h-11 sm:h-10" />
        ) : null}
      </DialogFooter>
    </>
  );
}
