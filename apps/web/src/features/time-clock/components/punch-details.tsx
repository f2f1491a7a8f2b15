import { TIME_CLOCK_RULE_MESSAGES as R, type TimeClockShift } from "@rollcall/shared/time-clock";
import { Badge } from "@/components/ui/badge";
import { formatTime } from "@/lib/dates";
import { cn } from "@/lib/utils";

/** What the time-clock rules add to a punched shift (the time clock's shifts and payroll's rows have them all). */
export type PunchedShift = Pick<
  TimeClockShift,
  | "actualStartTime"
  | "actualEndTime"
  | "roundedStartTime"
  | "roundedEndTime"
  | "lateStartReason"
  | "earlyEndReason"
  | "autoClockedOut"
  | "needsReview"
> & { punchedBy?: { punch: "checkIn" | "checkOut"; byName: string; reason: string }[] };

const span = (start: string | null, end: string | null, timeZone: string | undefined) =>
  [start, end].flatMap((t) => (t ? [formatTime(t, timeZone)] : [])).join(" – ");

/**
 * A punched shift's times as punched beside the rounded ones (where the agency rounds), the member's reasons
 * for a late start or an early end, and an automatic clock-out with its review mark. Nothing when none apply.
 */
export function PunchDetails({
  shift,
  timeZone,
  className,
}: {
  shift: PunchedShift;
  timeZone: string | undefined;
  className?: string;
}) {
  const rounded = shift.roundedStartTime || shift.roundedEndTime;
  const rows: [string, string][] = [];
  if (rounded) {
    rows.push([R.raw, span(shift.actualStartTime, shift.actualEndTime, timeZone)]);
    rows.push([R.rounded, span(shift.roundedStartTime, shift.roundedEndTime, timeZone)]);
  }
  if (shift.lateStartReason) rows.push([R.lateStart, shift.lateStartReason]);
  if (shift.earlyEndReason) rows.push([R.earlyEnd, shift.earlyEndReason]);
  for (const p of shift.punchedBy ?? [])
    rows.push([p.punch === "checkIn" ? "Check-in" : "Check-out", R.punchedBy(p.byName, p.reason)]);
  if (!rows.length && !shift.autoClockedOut) return null;
  return (
    <div className={cn("grid gap-1 text-xs text-muted-foreground", className)}>
      {rows.length ? (
        <dl className="flex flex-wrap gap-x-3 gap-y-0.5">
          {rows.map(([term, value]) => (
            <div key={term} className="flex min-w-0 gap-1">
              <dt>{term}:</dt>
              <dd className="min-w-0 break-words font-medium text-foreground tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {shift.autoClockedOut ? (
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{R.autoClockedOut}</Badge>
          {shift.needsReview ? <Badge variant="warning">{R.needsReview}</Badge> : null}
        </div>
      ) : null}
    </div>
  );
}
