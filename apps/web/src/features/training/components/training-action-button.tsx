import { TRAINING_MESSAGES, type TrainingAssignment } from "@rollcall/shared/training";
import { CircleCheck, Play } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { TitledDialog } from "@/components/ui/titled-dialog";
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
  const [score, setScore] = useState("");
  const [notes, setNotes] = useState("");
  const [scoreError, setScoreError] = useState<string | undefined>();
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
    const parsed = score.trim() === "" ? null : Number(score);
    if (parsed !== null && !(Number.isInteger(parsed) && parsed >= 0 && parsed <= 100)) {
      setScoreError(TRAINING_MESSAGES.score);
      return;
    }
    setScoreError(undefined);
    try {
      await update.mutateAsync({
        id: assignment.id,
        status: "completed",
        score: parsed,
        completionNotes: notes.trim() || null,
      });
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
      <TitledDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Mark training as completed?"
        description={
          forSomeoneElse
            ? `"${assignment.courseTitle}" will be recorded as completed today for ${assignment.userName}.`
            : `"${assignment.courseTitle}" will be recorded as completed today. Only an admin can reopen it afterwards.`
        }
        role="alertdialog"
        hideCloseButton
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button disabled={update.isPending} onClick={() => void complete()}>
              <CircleCheck aria-hidden="true" />
              {update.isPending ? "Saving..." : "Mark as Completed"}
            </Button>
          </>
        }
      >
        <div className="grid gap-4">
          <FormField label="Score (%)" error={scoreError} description="Optional: a test or evaluation score.">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={score}
              onChange={(event) => setScore(event.target.value)}
            />
          </FormField>
          <FormField label="Completion Notes">
            <Textarea
              rows={3}
              placeholder="Optional: what was covered, practical sign-off, certificate number..."
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>
        </div>
      </TitledDialog>
    </>
  );
}
