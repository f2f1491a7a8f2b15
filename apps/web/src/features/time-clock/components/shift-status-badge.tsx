import { SHIFT_STATUS_LABELS, type ShiftStatus } from "@rollcall/shared/scheduling";
import { Badge } from "@/components/ui/badge";

const VARIANTS: Record<ShiftStatus, "success" | "info" | "secondary" | "danger" | "warning" | "outline"> = {
  scheduled: "info",
  active: "success",
  completed: "secondary",
  cancelled: "danger",
  open: "warning",
  pending_approval: "warning",
};

export function ShiftStatusBadge({ status }: { status: ShiftStatus }) {
  return <Badge variant={VARIANTS[status]}>{SHIFT_STATUS_LABELS[status]}</Badge>;
}
