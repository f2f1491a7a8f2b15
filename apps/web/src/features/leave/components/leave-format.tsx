import type { LeaveImpact, LeaveRequest } from "@rollcall/shared/leave";
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

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * What approval draws and why, and what it does to the member's shifts, as the approve dialog says it
 * (decision 021: the shifts that start on the leave days, else 8 h a weekday).
 */
export function leaveDrawText(name: string, { draw, openedShifts: opened }: LeaveImpact): string {
  if (draw.shifts === 0)
    return draw.standardDays
      ? `No shift of ${name}'s starts in those days: ${plural(draw.standardDays, "weekday", "weekdays")} at the standard 8 h a day.`
      : `No shift of ${name}'s starts in those days, and none is a weekday: nothing is drawn.`;
  const drawn = `${hoursText(draw.hours)} for ${plural(draw.shifts, "shift", "shifts")} of ${name}'s starting in those days.`;
  if (opened === 0)
    return `${drawn} ${draw.shifts === 1 ? "It has" : "They have"} already started, so no shift becomes open.`;
  if (opened === draw.shifts)
    return `${drawn} ${opened === 1 ? "It becomes an open shift" : "They become open shifts"}; managers are notified.`;
  return `${drawn} ${opened} of them, not started yet, ${opened === 1 ? "becomes an open shift" : "become open shifts"}; managers are notified.`;
}
