import { overThresholdMessage } from "@rollcall/shared/flsa";
import { isDateTimeString } from "@rollcall/shared/scheduling";
import { FormWarning } from "@/components/ui/form-warning";
import { formatDate } from "@/lib/dates";
import { useFlsaProjection } from "../api/get-flsa-projection";

type FlsaAssignmentWarningProps = {
  /** The member chosen in the form ("" while none is). */
  userId: string | undefined;
  /** The shift's times as the form holds them (yyyy-MM-ddTHH:mm, agency-local). */
  startTime: string | undefined;
  endTime: string | undefined;
  /** The shift being edited: its own hours are not counted twice. */
  shiftId?: string;
  /** A cancelled shift counts for nobody: no warning. */
  status?: string;
  members: ReadonlyArray<{ id: string; firstName: string; lastName: string }>;
};

const valid = (value: string | undefined): value is string => !!value && isDateTimeString(value);

/**
 * For the schedule's shift form: a yellow warning when the assignment takes the member past the FLSA 7(k)
 * overtime threshold of the work period. It informs; it never blocks saving.
 */
export function FlsaAssignmentWarning({
  userId,
  startTime,
  endTime,
  shiftId,
  status,
  members,
}: FlsaAssignmentWarningProps) {
  const ready =
    !!userId && valid(startTime) && valid(endTime) && endTime > startTime && status !== "cancelled";
  const projection = useFlsaProjection(
    ready ? { userId, startTime, endTime, ...(shiftId ? { shiftId } : {}) } : null,
  );
  const member = members.find((m) => m.id === userId);
  const p = projection.data;
  if (!ready || !member || !p?.overThreshold) return null;
  const name = `${member.firstName} ${member.lastName}`.trim();
  return (
    <FormWarning
      title="FLSA 7(k) overtime"
      note="The shift can still be saved."
      data-testid="flsa-assignment-warning"
    >
      <p>{overThresholdMessage(name, p.hoursAfter, p.threshold, formatDate(p.periodEnd))}</p>
    </FormWarning>
  );
}
