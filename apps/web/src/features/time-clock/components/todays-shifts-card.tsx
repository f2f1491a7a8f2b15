import { BOARD_MESSAGES } from "@rollcall/shared/board";
import { minutesToHours } from "@rollcall/shared/scheduling";
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  TIME_CLOCK_MESSAGES as M,
  type TimeClockShift,
} from "@rollcall/shared/time-clock";
import { format, parse } from "date-fns";
import { CalendarClock, Loader2, LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardQuery, DashboardCard } from "@/components/ui/dashboard-card";
import { ShiftStatusBadge } from "@/components/ui/shift-status-badge";
import { useAgencyTimeZone } from "@/features/agencies";
import { useNow } from "@/hooks/use-now";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { formatTime } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { useCheckIn } from "../api/check-in";
import { useCurrentShift } from "../api/get-current-shift";
import { useTodaysShifts } from "../api/get-todays-shifts";
import { formatShiftTimes } from "../utils/format";
import { PunchDetails } from "./punch-details";
import { useReasonedPunch } from "./reason-dialog";

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
    <DashboardCard
      title="Today's Shifts"
      icon={CalendarClock}
      className={className}
      // Where and with whom the member rides today, their next shifts and offers (Scheduling → My schedule).
      footerLink={{ to: "/scheduling?tab=mine", label: BOARD_MESSAGES.mySchedule }}
      aside={
        today.data ? (
          <span className="text-sm text-muted-foreground">
            {format(parse(today.data.date, "yyyy-MM-dd", new Date()), "EEE, MMM d")}
          </span>
        ) : null
      }
    >
      <CardQuery
        query={today}
        loadingLabel="Loading shifts..."
        errorMessage="Today's shifts could not be loaded."
        empty={{
          icon: CalendarClock,
          text: "You have no shifts today",
          when: (data) => data.shifts.length === 0,
        }}
      >
        {(data) => (
          <ul className="divide-y">
            {data.shifts.map((shift) => (
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
      </CardQuery>
    </DashboardCard>
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
  const punch = useReasonedPunch("checkIn", shift, checkIn);
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
        {shift.status === "completed" ? <PunchDetails shift={shift} timeZone={timeZone} /> : null}
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
          onClick={punch.press}
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
      {punch.dialog}
    </li>
  );
}
