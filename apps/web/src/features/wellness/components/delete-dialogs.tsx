import {
  type FitnessProgram,
  WELLNESS_MESSAGES,
  WELLNESS_RECORD_TYPE_LABELS,
  type WellnessRecord,
} from "@rollcall/shared/wellness";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { formatDate } from "@/lib/dates";
import { useDeleteProgram } from "../api/delete-program";
import { useDeleteRecord } from "../api/delete-record";
import { failureText } from "../utils/errors";
import { recordSummary } from "../utils/format";

/** The owner's confirmation before a wellness record goes for good. */
export function DeleteRecordDialog({
  record,
  onClose,
}: {
  record: WellnessRecord | null;
  onClose: () => void;
}) {
  const remove = useDeleteRecord();
  return (
    <DeleteDialog
      target={record}
      onClose={onClose}
      title="Delete Wellness Record"
      description={WELLNESS_MESSAGES.deleteRecordConfirm}
      remove={(r) => remove.mutateAsync(r.id)}
      pending={remove.isPending}
      deleted={WELLNESS_MESSAGES.recordDeleted}
      failure={(error) => [WELLNESS_MESSAGES.recordDeleteFailed, failureText(error)]}
      summary={(r) => (
        <>
          <p className="font-medium">
            {WELLNESS_RECORD_TYPE_LABELS[r.recordType]} · {formatDate(r.recordDate)}
          </p>
          <p className="text-muted-foreground">{recordSummary(r)}</p>
        </>
      )}
    />
  );
}

/** Admins' confirmation before a program is removed; members keep the sessions they logged. */
export function DeleteProgramDialog({
  program,
  onClose,
}: {
  program: FitnessProgram | null;
  onClose: () => void;
}) {
  const remove = useDeleteProgram();
  return (
    <DeleteDialog
      target={program}
      onClose={onClose}
      title="Delete Fitness Program"
      description="Are you sure you want to delete this fitness program? This action cannot be undone."
      remove={(p) => remove.mutateAsync(p.id)}
      pending={remove.isPending}
      deleted="Fitness program deleted"
      failure={(error) => ["Failed to delete fitness program", failureText(error)]}
      summary={(p) => (
        <>
          <p className="font-medium">{p.name}</p>
          <p className="text-muted-foreground">
            Sessions members logged stay in their own activity logs. To stop offering it but keep it, retire
            it instead.
          </p>
        </>
      )}
    />
  );
}
