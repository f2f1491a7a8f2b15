import type { LeaveRequest } from "@rollcall/shared/leave";
import { LEAVE_TYPE_LABELS, type LeaveStatus } from "@rollcall/shared/staffing";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/dates";

const STATUS: Record<
  LeaveStatus,
  { label: string; variant: "warning" | "success" | "danger" | "secondary" }
> = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  denied: { label: "Denied", variant: "danger" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

/** "Mar 3, 2027" or "Mar 3, 2027 – Mar 5, 2027". */
export const leaveDates = (r: Pick<LeaveRequest, "startDate" | "endDate">) =>
  r.startDate === r.endDate
    ? formatDate(r.startDate)
    : `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`;

/** "12 h", "7.5 h". */
export const hoursText = (hours: number) =>
  `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, "")} h`;

export const leaveTitle = (r: Pick<LeaveRequest, "type">) => `${LEAVE_TYPE_LABELS[r.type]} leave`;
