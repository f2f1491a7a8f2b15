import { type Course, TRAINING_MESSAGES } from "@rollcall/shared/training";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { useDeleteCourse } from "../api/delete-course";

type DeleteCourseDialogProps = { course: Course | null; onClose: () => void };

/** The spec's confirmation before a course (and its assignments) is deleted. */
export function DeleteCourseDialog({ course, onClose }: DeleteCourseDialogProps) {
  const remove = useDeleteCourse();
  const confirm = async () => {
    if (!course) return;
    try {
      await remove.mutateAsync(course.id);
      toast({ title: TRAINING_MESSAGES.courseDeleted });
      onClose();
    } catch {
      toastError(TRAINING_MESSAGES.errorTitle, TRAINING_MESSAGES.deleteFailed);
    }
  };
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete Course"
      description={TRAINING_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={() => void confirm()}
    >
      {course ? (
        <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <p className="font-medium">{course.title}</p>
          {course.assignedCount > 0 ? (
            <p className="text-muted-foreground">
              Its {course.assignedCount} {course.assignedCount === 1 ? "assignment" : "assignments"} will be
              deleted with it.
            </p>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
