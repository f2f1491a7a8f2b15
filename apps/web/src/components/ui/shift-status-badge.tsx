import { SHIFT_STATUS_LABELS, type ShiftStatus } from "@rollcall/shared/scheduling";
import { Badge } from "@/components/ui/badge";

/** Status colours: scheduled blue, active green, completed grey, cancelled red, open/pending yellow. */
const VARIANT = {
  scheduled: "info",
  active: "success",
  completed: "secondary",
  cancelled: "danger",
  open: "warning",
  pending_approval: "warning",
} as const satisfies Record<ShiftStatus, string>;

/** A shift's status as a badge: the schedule, open shifts and the time clock's Today's Shifts. */
export function ShiftStatusBadge({ status }: { status: ShiftStatus }) {
  return <Badge variant={VARIANT[status]}>{SHIFT_STATUS_LABELS[status]}</Badge>;
}
