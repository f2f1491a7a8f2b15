import { minutesToHours } from "@rollcall/shared/scheduling";
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  TIME_CLOCK_MESSAGES as M,
  type TimeClockShift,
} from "@rollcall/shared/time-clock";
import { format, parse } from "date-fns";
import { CalendarClock, Loader2, LogIn, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAgencyTimeZone } from "@/features/agencies/api/get-agency";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { useCheckIn } from "../api/check-in";
import { useCurrentShift } from "../api/get-current-shift";
import { useTodaysShifts } from "../api/get-todays-shifts";
import { formatShiftTimes, formatTime } from "../utils/format";
import { useNow } from "../utils/use-now";
import { ShiftStatusBadge } from "./shift-status-badge";

type TodaysShiftsCardProps = { className?: string };

/**
 * Dashboard card (spec 01 §2): the member's own shifts today, each scheduled one with a "Check In" button
 * while the member is not on duty. Check-in opens 2 hours before the start and closes at the end.
 */
export function TodaysShiftsCard({ className }: TodaysShiftsCardProps) {
  const today = useTodaysShifts();
  const current = useCurrentShift();
  const { user } = useUser();
  const timeZone = useAgencyTimeZone(user?.agencyId).timeZone ?? today.data?.timeZone;
  // Re-evaluates whether each check-in window is open without waiting for a refetch.
  const now = useNow(30_000);
  useUnauthorizedRedirect(today.error, current.error);
  const onDuty = current.data != null;
  // Buttons only once we know the member is off duty, so a tap never races a stale answer.
  const canOfferCheckIn = current.isSuccess && !onDuty;

  return (
    <section
      aria-labelledby="todays-shifts-heading"
      className={cn(
        "flex min-w-0 flex-col rounded-lg border bg-card text-card-foreground shadow-sm",
        className,
      )}
    >
      <div className="flex min-h-14 items-center justify-between gap-3 border-b px-5 py-3">
        <h2 id="todays-shifts-heading" className="flex items-center gap-2 text-base font-semibold">
          <CalendarClock className="size-4 text-primary" aria-hidden="true" />
          Today's Shifts
        </h2>
        {today.data ? (
          <span className="text-sm text-muted-foreground">
            {format(parse(today.data.date, "yyyy-MM-dd", new Date()), "EEE, MMM d")}
          </span>
        ) : null}
      </div>
      {today.isPending ? (
        <p role="status" className="flex items-center gap-2 p-5 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading shifts...
        </p>
      ) : today.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 p-5">
          <p className="text-sm text-red-800">Today's shifts could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => today.refetch()} disabled={today.isFetching}>
            <RefreshCw aria-hidden="true" className={today.isFetching ? "animate-spin" : undefined} />
            Try again
          </Button>
        </div>
      ) : today.data.shifts.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-5 py-10 text-center">
          <CalendarClock className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm font-medium text-foreground">No shifts scheduled for today</p>
        </div>
      ) : (
        <ul className="divide-y">
          {today.data.shifts.map((shift) => (
            <ShiftRow
              key={shift.id}
              shift={shift}
              now={now}
              timeZone={timeZone}
              canOfferCheckIn={canOfferCheckIn}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type ShiftRowProps = {
  shift: TimeClockShift;
  now: number;
  timeZone: string | undefined;
  canOfferCheckIn: boolean;
};

function ShiftRow({ shift, now, timeZone, canOfferCheckIn }: ShiftRowProps) {
  const checkIn = useCheckIn();
  const opensAt = Date.parse(shift.startTime) - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000;
  const ended = now >= Date.parse(shift.endTime);
  const showCheckIn = shift.status === "scheduled" && canOfferCheckIn && !ended;
  const early = now < opensAt;
  const hintId = `check-in-hint-${shift.id}`;

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-foreground">{shift.title}</p>
          <ShiftStatusBadge status={shift.status} />
        </div>
        <p className="mt-0.5 text-sm text-muted-foreground">
          <span className="tabular-nums">
            {formatShiftTimes(shift.startTime, shift.endTime, timeZone, now)}
          </span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {shift.assignment || "Assignment TBD"}
        </p>
        {shift.totalMinutes !== null && shift.status === "completed" ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Worked {minutesToHours(shift.totalMinutes).toFixed(1)} hours
          </p>
        ) : null}
        {shift.status === "scheduled" && ended ? (
          <p className="mt-1 text-xs text-muted-foreground">Check-in closed when the shift ended.</p>
        ) : null}
        {showCheckIn && early ? (
          <p id={hintId} className="mt-1 text-xs text-muted-foreground">
            Check-in opens at {formatTime(opensAt, timeZone)}
          </p>
        ) : null}
      </div>
      {showCheckIn ? (
        <Button
          variant="accent"
          className="w-full shrink-0 sm:w-auto"
          onClick={() => checkIn.mutate(shift.id)}
          disabled={checkIn.isPending || early}
          aria-describedby={early ? hintId : undefined}
        >
          {checkIn.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <LogIn aria-hidden="true" />
          )}
          {M.checkIn}
        </Button>
      ) : null}
    </li>
  );
}
