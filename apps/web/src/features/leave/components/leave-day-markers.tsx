import type { LeaveRequest } from "@rollcall/shared/leave";
import { LEAVE_TYPE_LABELS } from "@rollcall/shared/staffing";
import { Plane } from "lucide-react";

/**
 * The week view's "On leave: Vacation" marks for one day: each approved leave covering it, with the member's
 * name (officers and admins see everyone's; a member sees their own).
 */
export function LeaveDayMarkers({ day, leave }: { day: string; leave: LeaveRequest[] | undefined }) {
  const today = (leave ?? []).filter(
    (r) => r.status === "approved" && r.startDate <= day && r.endDate >= day,
  );
  if (!today.length) return null;
  return (
    <ul className="grid gap-1 sm:col-span-full" aria-label="On leave">
      {today.map((r) => (
        <li
          key={r.id}
          className="flex min-w-0 items-start gap-1.5 rounded-md border border-violet-200 bg-violet-50 px-2 py-1 text-xs text-violet-900"
        >
          <Plane className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="font-semibold">{r.userName}</span>
            <span className="xl:hidden"> · </span>
            <span className="xl:block">On leave: {LEAVE_TYPE_LABELS[r.type]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
