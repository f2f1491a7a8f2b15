import { BOARD_MESSAGES, type CrewMember, type MyDay, type MyShift, seatLabel } from "@rollcall/shared/board";
import { MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Heading, HeadingScope } from "@/components/ui/heading";
import { ShiftStatusBadge } from "@/components/ui/shift-status-badge";
import { formatTimeRange } from "@/lib/dates";

type TodayShift = MyDay["today"][number];

/**
 * One of my shifts in large print, as a member reads it at the station door: the unit and seat first
 * ("Engine 1 · Driver/Operator"), the station, the times and status; for today's, the crew riding with me.
 */
export function ShiftHero({
  shift,
  when,
  timeZone,
  day,
  children,
}: {
  shift: MyShift;
  /** What the band says before the times: "Today", "Thu, Dec 3". */
  when: string;
  timeZone: string;
  /** The list's agency-local day (yyyy-MM-dd): a start on an earlier day carries its date. */
  day?: string;
  children?: ReactNode;
}) {
  const seat = seatLabel(shift) ?? shift.title;
  // The station under the unit, unless the seat already is the station ("Station 2" for a move-up).
  const station = shift.equipmentName ? shift.stationName : null;
  return (
    <article
      aria-label={`${when}: ${seat}`}
      className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="bg-primary px-5 py-4 text-primary-foreground sm:px-6 sm:py-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-primary-foreground/80">
            {when}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="tabular-nums">
              {formatTimeRange(shift.startTime, shift.endTime, timeZone, day)}
            </span>
          </p>
          <ShiftStatusBadge status={shift.status} />
        </div>
        <Heading className="mt-2 break-words text-2xl font-bold leading-tight sm:text-3xl">{seat}</Heading>
        {station ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-primary-foreground/90">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {station}
          </p>
        ) : null}
        {seat !== shift.title ? (
          <p className="mt-0.5 break-words text-sm text-primary-foreground/75">{shift.title}</p>
        ) : null}
      </div>
      {children ? <HeadingScope>{children}</HeadingScope> : null}
    </article>
  );
}

/** Today's shift with its crew under the band. */
export function TodayCard({ shift, timeZone, date }: { shift: TodayShift; timeZone: string; date: string }) {
  return (
    <ShiftHero shift={shift} when={BOARD_MESSAGES.today} timeZone={timeZone} day={date}>
      <CrewList crew={shift.crew} shift={shift} timeZone={timeZone} date={date} />
    </ShiftHero>
  );
}

const fullName = (m: Pick<CrewMember, "firstName" | "lastName">) => `${m.firstName} ${m.lastName}`.trim();
const initials = (m: Pick<CrewMember, "firstName" | "lastName">) =>
  `${m.firstName.charAt(0)}${m.lastName.charAt(0)}`.toUpperCase();

/** Who rides with me: each member's seat, and their times when they are not mine. */
function CrewList({
  crew,
  shift,
  timeZone,
  date,
}: {
  crew: CrewMember[];
  shift: MyShift;
  timeZone: string;
  date: string;
}) {
  return (
    <div className="px-5 py-4 sm:px-6">
      <Heading className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        <Users className="size-4 shrink-0" aria-hidden="true" />
        {BOARD_MESSAGES.crew}
        {crew.length ? (
          <span className="rounded-full bg-muted px-2 text-xs font-semibold text-foreground">
            {crew.length}
          </span>
        ) : null}
      </Heading>
      {crew.length ? (
        <ul aria-label={BOARD_MESSAGES.crew} className="mt-2 divide-y">
          {crew.map((member) => {
            const differs = member.startTime !== shift.startTime || member.endTime !== shift.endTime;
            const seat = seatLabel({
              equipmentName: member.equipmentName,
              positionName: member.positionName,
            });
            return (
              <li key={`${member.userId}:${member.startTime}`} className="flex items-center gap-3 py-2.5">
                <Avatar className="size-10">
                  <AvatarFallback aria-hidden="true">{initials(member)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-foreground">{fullName(member)}</p>
                  <p className="break-words text-sm text-muted-foreground">
                    {seat ?? member.positionName ?? BOARD_MESSAGES.unseated}
                  </p>
                </div>
                {differs ? (
                  <span className="shrink-0 rounded-md bg-yellow-100 px-2 py-1 text-xs font-semibold tabular-nums text-yellow-900">
                    {formatTimeRange(member.startTime, member.endTime, timeZone, date)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{BOARD_MESSAGES.noCrew}</p>
      )}
    </div>
  );
}
