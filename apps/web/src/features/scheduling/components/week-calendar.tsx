import { SHIFT_MESSAGES, type ShiftListItem } from "@rollcall/shared/scheduling";
import { ArrowDown, Plus } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { dayLabel, localDay } from "../utils/time";
import type { ShiftAction } from "../workflows";
import { ShiftCard } from "./shift-card";

/** Tailwind's xl: from here the week is seven columns side by side, all in view. */
const SEVEN_COLUMNS = "(min-width: 80rem)";

type WeekCalendarProps = {
  days: string[];
  shifts: ShiftListItem[];
  timeZone: string;
  today: string;
  canManage: boolean;
  currentUserId: string;
  onAdd: (day: string) => void;
  onEdit: (shift: ShiftListItem) => void;
  onDelete: (shift: ShiftListItem) => void;
  onRequestCoverage: (shift: ShiftListItem) => void;
  ownShiftActions?: ShiftAction[];
  marks?: (shift: ShiftListItem) => ReactNode;
  /** Marks at the top of a day (who is on leave), given by the page. */
  dayAddon?: (day: string) => ReactNode;
};

/**
 * Seven days from the week's Monday. Desktop: seven columns side by side. Phones and tablets: the same days
 * as a list, one after the other, so nothing scrolls sideways, opened on today (a member on a phone looks at
 * today first) with a button back down to it. A shift sits on the day it starts.
 */
export function WeekCalendar({
  days,
  shifts,
  timeZone,
  today,
  canManage,
  onAdd,
  dayAddon,
  ...cardProps
}: WeekCalendarProps) {
  const byDay = new Map<string, ShiftListItem[]>(days.map((d) => [d, []]));
  for (const shift of shifts) byDay.get(localDay(shift.startTime, timeZone))?.push(shift);

  // As a list (below xl), today can sit six days down the page: the week opens on it, and a button takes the
  // member back there. Once per week shown, so a refetch does not pull the page away from where they read.
  const todayIndex = days.indexOf(today);
  const weekStart = days[0];
  useEffect(() => {
    if (!weekStart || todayIndex < 0 || window.matchMedia(SEVEN_COLUMNS).matches) return;
    const section = document.getElementById(`week-day-${today}`);
    // Already in the upper part of the screen (Monday on a tall one): nothing to move.
    if (section && section.getBoundingClientRect().top > window.innerHeight / 2)
      section.scrollIntoView({ block: "start" });
  }, [weekStart, todayIndex, today]);
  return (
    <div className="grid gap-3 xl:grid-cols-7 xl:gap-1.5">
      {todayIndex > 0 ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start xl:hidden"
          onClick={() => document.getElementById(`week-day-${today}`)?.scrollIntoView({ block: "start" })}
        >
          <ArrowDown aria-hidden="true" />
          Go to today, {dayLabel(today, "EEEE")}
        </Button>
      ) : null}
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const isToday = day === today;
        const fullLabel = dayLabel(day, "EEEE, MMM d");
        return (
          <section
            key={day}
            id={`week-day-${day}`}
            aria-label={fullLabel}
            className={cn(
              "flex min-w-0 scroll-mt-20 flex-col rounded-lg border bg-muted/40 xl:min-h-72",
              isToday && "border-sky-400 ring-1 ring-sky-400",
            )}
          >
            <div className="flex items-center justify-between gap-2 border-b px-3 py-2 xl:px-2.5">
              <h2 className="text-sm font-semibold text-foreground">
                <span className="sr-only">{fullLabel}</span>
                <span aria-hidden="true" className="flex items-baseline gap-1.5">
                  <span className="xl:hidden">{dayLabel(day, "EEEE")}</span>
                  <span className="hidden xl:inline">{dayLabel(day, "EEE")}</span>
                  <span
                    className={cn(
                      "tabular-nums text-muted-foreground",
                      isToday && "rounded-full bg-primary px-1.5 text-primary-foreground",
                    )}
                  >
                    <span className="xl:hidden">{dayLabel(day, "MMM d")}</span>
                    <span className="hidden xl:inline">{dayLabel(day, "d")}</span>
                  </span>
                </span>
              </h2>
              <div className="flex items-center gap-1">
                {isToday ? (
                  <span className="text-xs font-semibold text-sky-800 xl:sr-only">Today</span>
                ) : null}
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="-mr-1.5 size-11 text-muted-foreground xl:size-7"
                    aria-label={`Add shift on ${fullLabel}`}
                    onClick={() => onAdd(day)}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </div>
            <div className="grid flex-1 content-start gap-2 p-2 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-1 xl:gap-1.5 xl:p-1.5">
              {dayAddon?.(day)}
              {list.length ? (
                list.map((shift) => (
                  <ShiftCard
                    key={shift.id}
                    shift={shift}
                    timeZone={timeZone}
                    canManage={canManage}
                    {...cardProps}
                  />
                ))
              ) : (
                <p className="px-1 py-2 text-xs text-muted-foreground sm:col-span-full xl:py-4 xl:text-center">
                  {SHIFT_MESSAGES.emptyDay}
                </p>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
