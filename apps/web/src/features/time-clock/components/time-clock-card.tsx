import { TIME_CLOCK_MESSAGES as M, type TimeClockShift } from "@rollcall/shared/time-clock";
import { Clock, Loader2, LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardError, CardLoading, DashboardCard } from "@/components/ui/dashboard-card";
import { useAgencyTimeZone } from "@/features/agencies";
import { useNow } from "@/hooks/use-now";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { OFFLINE_TEXT, useConnectivity } from "@/lib/connectivity";
import { useUser } from "@/lib/session";
import { checkInRequest } from "../api/check-in";
import { useCheckOut } from "../api/check-out";
import { useCurrentShift } from "../api/get-current-shift";
import { describeElapsed, formatElapsed, formatMomentFromToday, formatShiftTimes } from "../utils/format";
import { LiveClock } from "./live-clock";
import { PunchDetails } from "./punch-details";
import { useReasonedPunch } from "./reason-dialog";

type TimeClockCardProps = { className?: string };

/**
 * Dashboard card (spec 01 §2): a live clock, and either the shift the member is on duty for, with the time
 * on duty and a "Check Out" button, or "Not currently on duty". The current shift is polled every 30 s.
 */
export function TimeClockCard({ className }: TimeClockCardProps) {
  const now = useNow(1000);
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const current = useCurrentShift();
  useUnauthorizedRedirect(current.error);
  const shift = current.data;
  // A check-in made offline shows at once, marked until the server has it.
  const { pending } = useConnectivity();

  return (
    <DashboardCard
      title="Time Clock"
      icon={Clock}
      className={className}
      aside={
        shift ? (
          <div className="flex flex-wrap justify-end gap-1.5">
            {pending.includes(checkInRequest(shift.id)) ? (
              <Badge variant="offline">{OFFLINE_TEXT.waitingToSync}</Badge>
            ) : null}
            <Badge variant="success">On Duty</Badge>
          </div>
        ) : current.isSuccess ? (
          <Badge variant="secondary">Off Duty</Badge>
        ) : null
      }
    >
      <div className="flex flex-1 flex-col gap-5 p-5">
        <LiveClock now={now} timeZone={timeZone} />
        {current.isPending ? (
          <CardLoading label="Loading time clock..." className="p-0" />
        ) : current.isError ? (
          <CardError
            message="The time clock could not be loaded."
            onRetry={() => current.refetch()}
            retrying={current.isFetching}
            className="rounded-md border border-red-200 bg-red-50 p-4"
          />
        ) : shift ? (
          <OnDuty shift={shift} now={now} timeZone={timeZone} />
        ) : (
          <div className="rounded-md border border-dashed bg-muted/40 p-4">
            <p className="font-medium text-foreground">{M.notOnDuty}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Check in to a scheduled shift from Today's Shifts when it starts.
            </p>
          </div>
        )}
      </div>
    </DashboardCard>
  );
}

function OnDuty({
  shift,
  now,
  timeZone,
}: {
  shift: TimeClockShift;
  now: number;
  timeZone: string | undefined;
}) {
  const checkOut = useCheckOut();
  const punch = useReasonedPunch("checkOut", shift, checkOut);
  const started = shift.actualStartTime ?? shift.startTime;
  const onDutyMs = now - Date.parse(started);

  return (
    <div className="flex flex-col gap-4 rounded-md border border-green-200 bg-green-50/60 p-4">
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-500 opacity-60 motion-reduce:hidden" />
            <span className="relative inline-flex size-2.5 rounded-full bg-green-600" />
          </span>
          {M.currentlyOnDuty}
        </p>
        <p className="mt-2 text-base font-semibold text-foreground">{shift.title}</p>
        <p className="text-sm text-muted-foreground">{shift.assignment || "Assignment TBD"}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Started at</dt>
          <dd className="font-medium text-foreground tabular-nums">
            {formatMomentFromToday(started, timeZone, now)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Scheduled</dt>
          <dd className="font-medium text-foreground tabular-nums">
            {formatShiftTimes(shift.startTime, shift.endTime, timeZone, now)}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Time on duty</dt>
          <dd className="text-2xl font-semibold text-foreground tabular-nums">
            <span aria-hidden="true">{formatElapsed(onDutyMs)}</span>
            <span className="sr-only">{describeElapsed(onDutyMs)}</span>
          </dd>
        </div>
      </dl>
      <PunchDetails shift={shift} timeZone={timeZone} />
      <Button
        variant="default"
        className="w-full sm:w-auto sm:self-start"
        onClick={punch.press}
        disabled={checkOut.isPending}
      >
        {checkOut.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogOut aria-hidden="true" />
        )}
        {M.checkOut}
      </Button>
      {punch.dialog}
    </div>
  );
}
