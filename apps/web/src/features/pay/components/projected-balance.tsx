import { PAY_MESSAGES } from "@rollcall/shared/pay";
import { LEAVE_TYPE_LABELS, type LeaveType } from "@rollcall/shared/staffing";
import { TrendingUp } from "lucide-react";
import { serverMessageOr } from "@/lib/form-errors";
import { useProjection } from "../api/get-projection";

/**
 * "Vacation on Mar 3, 2027: 96 h projected (80 h now, +16 h accruing)": the member's balance of a type at the
 * end of a day, with what the accrual rules add until then. Nothing until both are chosen.
 */
export function ProjectedBalance({
  leaveType,
  on,
  userId,
}: {
  leaveType: LeaveType | undefined;
  on: string | undefined;
  /** A manager asking for someone else; a member's own otherwise. */
  userId?: string;
}) {
  const projection = useProjection({ leaveType: leaveType || undefined, on: on || undefined, userId });
  const text = projection.data
    ? PAY_MESSAGES.projected(
        LEAVE_TYPE_LABELS[projection.data.leaveType],
        projection.data.on,
        projection.data,
      )
    : projection.isFetching
      ? "Working out the balance on that day..."
      : projection.isError
        ? serverMessageOr(projection.error, "The balance on that day could not be worked out.")
        : null;
  // A live region present from the start, so the figure is read out when it arrives.
  return (
    <p aria-live="polite" className="flex min-h-5 items-start gap-2 text-sm" data-testid="projected-balance">
      {text ? (
        <>
          <TrendingUp className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>{text}</span>
        </>
      ) : null}
    </p>
  );
}
