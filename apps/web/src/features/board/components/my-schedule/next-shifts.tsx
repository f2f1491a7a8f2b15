import { BOARD_MESSAGES, type MyShift, seatLabel } from "@rollcall/shared/board";
import { format } from "date-fns";
import { CalendarDays } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionCard } from "@/components/ui/section-card";
import { ShiftStatusBadge } from "@/components/ui/shift-status-badge";
import { formatTimeRange, inZone } from "@/lib/dates";

/** My next shifts, each with its day as a calendar leaf, its times and where it puts me. */
export function NextShifts({ shifts, timeZone }: { shifts: MyShift[]; timeZone: string }) {
  return (
    <SectionCard title={BOARD_MESSAGES.nextShifts}>
      {shifts.length ? (
        <ul className="divide-y">
          {shifts.map((shift) => (
            <NextShiftRow key={shift.shiftId} shift={shift} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={CalendarDays} title={BOARD_MESSAGES.noNextShifts} className="sm:py-10" />
      )}
    </SectionCard>
  );
}

function NextShiftRow({ shift, timeZone }: { shift: MyShift; timeZone: string }) {
  const start = inZone(shift.startTime, timeZone);
  const seat = seatLabel(shift);
  const station = shift.equipmentName ? shift.stationName : null;
  return (
    <li className="flex items-center gap-4 px-5 py-3.5 sm:px-6">
      <div
        className="flex w-14 shrink-0 flex-col items-center rounded-lg border bg-muted/40 py-1.5 leading-none"
        aria-hidden="true"
      >
        <span className="text-[0.7rem] font-semibold uppercase tracking-wide text-muted-foreground">
          {format(start, "EEE")}
        </span>
        <span className="mt-1 text-xl font-bold tabular-nums text-foreground">{format(start, "d")}</span>
        <span className="mt-0.5 text-[0.7rem] font-medium uppercase text-muted-foreground">
          {format(start, "MMM")}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="sr-only">{format(start, "EEEE, MMMM d")}</p>
        <p className="break-words font-semibold text-foreground">{seat ?? shift.title}</p>
        <p className="text-sm text-muted-foreground">
          <span className="tabular-nums">{formatTimeRange(shift.startTime, shift.endTime, timeZone)}</span>
          {station ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {station}
            </>
          ) : null}
        </p>
        {seat ? <p className="truncate text-xs text-muted-foreground">{shift.title}</p> : null}
      </div>
      {shift.status === "scheduled" ? null : <ShiftStatusBadge status={shift.status} />}
    </li>
  );
}
