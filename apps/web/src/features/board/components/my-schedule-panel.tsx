import type { SessionUser } from "@rollcall/shared/auth";
import { BOARD_MESSAGES } from "@rollcall/shared/board";
import { format, parseISO } from "date-fns";
import { CalendarDays, CalendarOff, CloudOff } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { QueryState } from "@/components/ui/query-state";
import { OFFLINE_TEXT, useConnectivity } from "@/lib/connectivity";
import { inZone } from "@/lib/dates";
import { useMyDay } from "../api/get-my-day";
import { NextShifts } from "./my-schedule/next-shifts";
import { OffersList } from "./my-schedule/offers-list";
import { ShiftHero, TodayCard } from "./my-schedule/today-card";

/**
 * Scheduling → My schedule, a phone's first tab: today's seat and crew in large print, then my next shifts,
 * my open trades and call-back offers; the agency's week one tap away. Offline it shows what the device kept
 * (/api/board/my-day is among the reads kept for offline use, module.tsx).
 */
export function MySchedulePanel({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  const myDay = useMyDay();
  const { offline } = useConnectivity();
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-xl font-bold tracking-tight text-foreground">
            {BOARD_MESSAGES.mySchedule}
          </Heading>
          {myDay.data ? (
            <p className="mt-0.5 text-sm text-muted-foreground">
              {format(parseISO(myDay.data.date), "EEEE, MMMM d")}
            </p>
          ) : null}
        </div>
        <Button variant="outline" asChild className="shrink-0">
          <Link to="?tab=week">
            <CalendarDays aria-hidden="true" />
            {BOARD_MESSAGES.agencyWeek}
          </Link>
        </Button>
      </div>
      {offline ? (
        <p className="flex items-center gap-2 rounded-lg border border-orange-200 bg-orange-50 px-4 py-2.5 text-sm font-medium text-orange-900">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{OFFLINE_TEXT.offline}: </span>
            {BOARD_MESSAGES.offlineCopy}
          </span>
        </p>
      ) : null}
      <QueryState
        query={myDay}
        loadingLabel={BOARD_MESSAGES.loadingMyDay}
        errorTitle={BOARD_MESSAGES.myDayFailed}
      >
        {() => {
          const day = myDay.data;
          if (!day) return null;
          // Nothing today: the next shift takes today's place, in the same large print.
          const first = day.today.length ? undefined : day.next[0];
          const rest = first ? day.next.slice(1) : day.next;
          return (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
              <div className="space-y-4">
                {day.today.map((shift) => (
                  <TodayCard key={shift.shiftId} shift={shift} timeZone={timeZone} date={day.date} />
                ))}
                {day.today.length ? null : (
                  <>
                    <p className="flex items-center gap-3 rounded-xl border border-dashed bg-card px-5 py-4 text-base font-semibold text-foreground">
                      <CalendarOff className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                      {BOARD_MESSAGES.noShiftToday}
                    </p>
                    {first ? (
                      <ShiftHero
                        shift={first}
                        when={format(inZone(first.startTime, timeZone), "EEE, MMM d")}
                        timeZone={timeZone}
                      />
                    ) : null}
                  </>
                )}
              </div>
              <div className="space-y-6">
                <NextShifts shifts={rest} timeZone={timeZone} />
                <OffersList userId={user.id} timeZone={timeZone} />
              </div>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
