/**
 * In-app notifications for shift events, written in the caller's transaction through lib/notify.ts.
 * One notification per member and event: a 300-shift series is summarized in one line, never 300.
 */
import { TZDate } from "@date-fns/tz";
import type { NotificationType } from "@rollcall/shared/notifications";
import type { ShiftStatus } from "@rollcall/shared/scheduling";
import { format } from "date-fns";
import type { Transaction } from "../../db/client";
import type { Shift } from "../../db/schema/scheduling";
import { type NewNotification, notify } from "../../lib/notify";
import type { AgencyScope } from "../../plugins/auth";
import type { Interval } from "./recurrence";

export type ShiftEventKind =
  | "assigned"
  | "changed"
  | "cancelled"
  | "unassigned"
  | "coverage_requested"
  | "picked_up"
  | "pick_up_approved"
  | "pick_up_declined"
  | "coverage_found";

export type ShiftRef = { title: string; startTime: Date; endTime: Date };

export type ShiftEvent = {
  kind: ShiftEventKind;
  /** Who is told. */
  userId: string;
  shifts: ShiftRef[];
  /** Extra words for the message, e.g. who picked the shift up or what changed. */
  detail?: string;
};

const TEXT: Record<
  ShiftEventKind,
  { type: NotificationType; one: string; many: string; message: (what: string, detail?: string) => string }
> = {
  assigned: {
    type: "info",
    one: "Shift assigned",
    many: "Shifts assigned",
    message: (what) => `You are scheduled for ${what}.`,
  },
  changed: {
    type: "warning",
    one: "Shift changed",
    many: "Shifts changed",
    message: (what, detail) => `${detail ? `${detail} changed: ` : "Changed: "}${what}.`,
  },
  cancelled: {
    type: "alert",
    one: "Shift cancelled",
    many: "Shifts cancelled",
    message: (what) => `Cancelled: ${what}.`,
  },
  unassigned: {
    type: "warning",
    one: "Shift reassigned",
    many: "Shifts reassigned",
    message: (what) => `You are no longer scheduled for ${what}.`,
  },
  coverage_requested: {
    type: "info",
    one: "Coverage requested",
    many: "Coverage requested",
    message: (what, detail) => `${detail ?? "A member"} asked for coverage: ${what}.`,
  },
  picked_up: {
    type: "info",
    one: "Shift pick-up awaiting approval",
    many: "Shift pick-ups awaiting approval",
    message: (what, detail) => `${detail ?? "A member"} wants to pick up ${what}.`,
  },
  pick_up_approved: {
    type: "success",
    one: "Shift pick-up approved",
    many: "Shift pick-ups approved",
    message: (what) => `You are now scheduled for ${what}.`,
  },
  pick_up_declined: {
    type: "warning",
    one: "Shift pick-up declined",
    many: "Shift pick-ups declined",
    message: (what) => `Your pick-up of ${what} was declined; the shift is open again.`,
  },
  coverage_found: {
    type: "success",
    one: "Coverage found",
    many: "Coverage found",
    message: (what, detail) => `${detail ?? "A member"} will cover ${what}.`,
  },
};

/** The events that change the member's own schedule (the others are requests and answers about one). */
const SCHEDULE_CHANGES = new Set<ShiftEventKind>([
  "assigned",
  "changed",
  "cancelled",
  "unassigned",
  "pick_up_approved",
]);

const when = (instant: Date, timeZone: string) => format(new TZDate(instant, timeZone), "EEE, MMM d, HH:mm");
const day = (instant: Date, timeZone: string) => format(new TZDate(instant, timeZone), "EEE, MMM d");
const hour = (instant: Date, timeZone: string) => format(new TZDate(instant, timeZone), "HH:mm");

/** "Engine 1 Day, Mon, Jan 6, 07:00–19:00" or "12 shifts (Engine 1 Day) from Mon, Jan 6 to Fri, Jan 31". */
export function describeShifts(shifts: ShiftRef[], timeZone: string): string {
  const sorted = [...shifts].sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const first = sorted[0];
  if (sorted.length === 1)
    return `${first.title}, ${when(first.startTime, timeZone)}–${hour(first.endTime, timeZone)}`;
  const last = sorted[sorted.length - 1];
  const titles = [...new Set(sorted.map((s) => s.title))];
  const named = titles.length === 1 ? ` (${titles[0]})` : "";
  return `${sorted.length} shifts${named} from ${day(first.startTime, timeZone)} to ${day(last.startTime, timeZone)}`;
}

/**
 * Notifies each member once per kind of event. The acting member is not told about their own change,
 * and shifts already over are left out (correcting last month's record is not news).
 */
export async function notifyShiftEvents(
  tx: Transaction,
  scope: Pick<AgencyScope, "agencyId" | "userId" | "timeZone">,
  events: ShiftEvent[],
) {
  const now = Date.now();
  const grouped = new Map<string, ShiftEvent>();
  for (const event of events) {
    if (event.userId === scope.userId) continue;
    const live = event.shifts.filter((s) => s.endTime.getTime() > now);
    if (!live.length) continue;
    const key = `${event.userId}:${event.kind}:${event.detail ?? ""}`;
    const existing = grouped.get(key);
    if (existing) existing.shifts.push(...live);
    else grouped.set(key, { ...event, shifts: [...live] });
  }
  const items: NewNotification[] = [...grouped.values()].map((event) => {
    const text = TEXT[event.kind];
    return {
      agencyId: scope.agencyId,
      userId: event.userId,
      type: text.type,
      title: event.shifts.length === 1 ? text.one : text.many,
      message: text.message(describeShifts(event.shifts, scope.timeZone), event.detail),
      // A change to the member's own schedule also goes to their channels for shift changes.
      ...(SCHEDULE_CHANGES.has(event.kind) && {
        alert: { kind: "shift_changed" as const, link: "/scheduling" },
      }),
    };
  });
  await notify(tx, items);
}

/** Who hears about an edit: the new member (assigned), the previous one (unassigned), or the same one (changed or cancelled). */
export function updateEvents(
  before: Shift[],
  moved: Array<{ id: string; start: Date; end: Date }>,
  additions: Interval[],
  after: {
    title: string | null;
    assignment: string | null | undefined;
    userId: string | null;
    status: ShiftStatus;
    timesChanged: boolean;
  },
): ShiftEvent[] {
  const events: ShiftEvent[] = [];
  const times = new Map(moved.map((m) => [m.id, m]));
  for (const old of before) {
    const t = times.get(old.id);
    const next = {
      title: after.title ?? old.title,
      startTime: t?.start ?? old.startTime,
      endTime: t?.end ?? old.endTime,
    };
    const previous = { title: old.title, startTime: old.startTime, endTime: old.endTime };
    if (old.userId !== after.userId) {
      if (old.userId && old.status !== "cancelled")
        events.push({ kind: "unassigned", userId: old.userId, shifts: [previous] });
      if (after.userId && after.status !== "cancelled")
        events.push({ kind: "assigned", userId: after.userId, shifts: [next] });
      continue;
    }
    if (!after.userId) continue;
    if (after.status === "cancelled" && old.status !== "cancelled") {
      events.push({ kind: "cancelled", userId: after.userId, shifts: [previous] });
      continue;
    }
    const what: string[] = [];
    if (after.timesChanged) what.push("time");
    if (after.title !== null && after.title !== old.title) what.push("title");
    if (after.assignment !== undefined && after.assignment !== old.assignment) what.push("assignment");
    if (what.length && after.status !== "cancelled")
      events.push({
        kind: "changed",
        userId: after.userId,
        shifts: [next],
        detail: capitalize(what.join(", ")),
      });
  }
  if (additions.length && after.userId && after.status !== "cancelled")
    events.push({
      kind: "assigned",
      userId: after.userId,
      shifts: additions.map((a) => ({
        title: after.title ?? before[0].title,
        startTime: a.start,
        endTime: a.end,
      })),
    });
  return events;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
