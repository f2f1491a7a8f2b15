import type { StaffingGap } from "@rollcall/shared/staffing";
import { AlertTriangle } from "lucide-react";
import { cn } from "@/lib/utils";
import { gapTime } from "../utils/format";

/**
 * The week view's red marks: each gap of one day (a period below a minimum staffing rule), with its time and
 * what it needs ("Needs 1 more EMT on Engine 1").
 */
export function DayGapMarks({
  gaps,
  timeZone,
  className,
}: {
  gaps: StaffingGap[];
  timeZone: string;
  className?: string;
}) {
  if (!gaps.length) return null;
  return (
    <ul className={cn("grid gap-1", className)} aria-label="Staffing gaps">
      {gaps.map((gap) => (
        <li
          key={`${gap.ruleId}-${gap.start}`}
          data-testid="staffing-gap"
          className="flex gap-1.5 rounded-md border border-red-300 bg-red-50 px-2 py-1.5 text-xs text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-red-600" />
          <span className="min-w-0">
            <span className="block font-semibold">{gap.text}</span>
            <span className="block tabular-nums text-red-800">
              {gapTime(gap, timeZone)} · {gap.ruleName}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
