import { TRAINING_MESSAGES, type TrainingAssignment } from "@rollcall/shared/training";
import { CircleCheck, Play } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useUpdateAssignmentStatus } from "../api/update-assignment-status";

type TrainingActionButtonProps = {
  assignment: Pick<TrainingAssignment, "id" | "courseTitle" | "status" | "userName">;
  /** Whether the one who sees it is not the assignee (an admin acting for them): the wording says so. */
  forSomeoneElse?: boolean;
  className?: string;
};

function failed(error: unknown) {
  toastError(
    TRAINING_MESSAGES.errorTitle,
    error instanceof ApiError && error.status < 500 && error.serverMessage
      ? error.serverMessage
      : TRAINING_MESSAGES.statusFailed,
  );
}

/**
 * The next step of an open assignment: Start (assigned or overdue → in progress), then Complete (after a
 * confirmation, since only an admin can reopen it). An admin looking at someone else's training gets Record
 * Completion (a course taught in person). Nothing for completed training.
 */
export function TrainingActionButton({ assignment, forSomeoneElse, className }: TrainingActionButtonProps) {
  const update = useUpdateAssignmentStatus();
  const [confirming, setConfirming] = useState(false);
  if (assignment.status === "completed") return null;

  const start = async () => {
    try {
      await update.mutateAsync({ id: assignment.id, status: "in_progress" });
      toast({ title: TRAINING_MESSAGES.started, description: assignment.courseTitle });
    } catch (error) {
      failed(error);
    }
  };

  const complete = async () => {
    try {
      await update.mutateAsync({ id: assignment.id, status: "completed" });
      toast({ title: TRAINING_MESSAGES.completed, description: assignment.courseTitle });
      setConfirming(false);
    } catch (error) {
      failed(error);
    }
  };

  // The assignee starts their own; an admin acting for someone records the completion directly.
  if (assignment.status !== "in_progress" && !forSomeoneElse)
    return (
      <Button
        size="sm"
        className={cn("h-10 sm:h-9", className)}
        aria-label={`Start ${assignment.courseTitle}`}
        disabled={update.isPending}
        onClick={() => void start()}
      >
        <Play aria-hidden="true" />
        {update.isPending ? "Starting..." : "Start"}
      </Button>
    );

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className={cn("h-10 border-green-700/40 text-success hover:bg-green-50 sm:h-9", className)}
        aria-label={forSomeoneElse ? undefined : `Complete ${assignment.courseTitle}`}
        onClick={() => setConfirming(true)}
      >
        <CircleCheck aria-hidden="true" />
        {forSomeoneElse ? "Record Completion" : "Complete"}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent role="alertdialog" hideCloseButton>
          <DialogHeader className="pr-0">
            <DialogTitle>Mark training as completed?</DialogTitle>
            <DialogDescription>
              {forSomeoneElse
                ? `"${assignment.courseTitle}" will be recorded as completed today for ${assignment.userName}.`
                : `"${assignment.courseTitle}" will be recorded as completed today. Only an admin can reopen it afterwards.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button disabled={update.isPending} onClick={() => void complete()}>
              <CircleCheck aria-hidden="true" />
              {update.isPending ? "Saving..." : "Mark as Completed"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
