import { type Course, TRAINING_MESSAGES } from "@rollcall/shared/training";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useDeleteCourse } from "../api/delete-course";

type DeleteCourseDialogProps = { course: Course | null; onClose: () => void };

/** The spec's confirmation before a course (and its assignments) is deleted. */
export function DeleteCourseDialog({ course, onClose }: DeleteCourseDialogProps) {
  const remove = useDeleteCourse();
  return (
    <DeleteDialog
      target={course}
      onClose={onClose}
      title="Delete Course"
      description={TRAINING_MESSAGES.deleteConfirm}
      remove={(c) => remove.mutateAsync(c.id)}
      pending={remove.isPending}
      deleted={TRAINING_MESSAGES.courseDeleted}
      failure={() => [TRAINING_MESSAGES.errorTitle, TRAINING_MESSAGES.deleteFailed]}
      summary={(c) => (
        <>
          <p className="font-medium">{c.title}</p>
          {c.assignedCount > 0 ? (
            <p className="text-muted-foreground">
              Its {c.assignedCount} {c.assignedCount === 1 ? "assignment" : "assignments"} will be deleted
              with it.
            </p>
          ) : null}
        </>
      )}
    />
  );
}
