/**
 * The demo's overtime call-back history: last week's Engine 1 overtime day, offered one at a time down the
 * list by fewest overtime hours (all even at the start of the quarter, so by time on the roster). The first
 * member declined, the second did not answer and was charged, the third accepted and worked it. Officers see it
 * under Call-backs with its full history; the hours it gave count in this quarter's order when it is this one.
 *
 * The list is everyone of the roles the agency calls back (by default not the chief's admin account, who works
 * no shifts) not on duty that day (the two other platoons and the relief members), in the call-back module's
 * order; the rows are what its start, offers, answers, award and charge write.
 */

import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { STAFFING_SETTINGS_DEFAULTS } from "@rollcall/shared/staffing";
import { format } from "date-fns";
import { callbackEvents, callbackOffers, callbacks } from "../../db/schema/callbacks";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import {
  builtBy,
  completed,
  type DemoContext,
  insertRows,
  isoDate,
  MINUTE,
  rowsOf,
  type SeedStep,
} from "../../db/seed/context";
import { joinedOn, type MemberKey, ROSTER } from "../../db/seed/people";

type NewCallback = typeof callbacks.$inferInsert;
type NewOffer = typeof callbackOffers.$inferInsert;
type NewEvent = typeof callbackEvents.$inferInsert;

/** The shift (relative to the one in progress) the call-back filled, and its answer window. */
const SHIFT_K = -5;
const RESPONSE_MINUTES = 30;

/** "Mon, Nov 23, 14:35", as the call-back module writes an offer's deadline (the demo agency is on UTC). */
const clock = (at: Date) => format(new TZDate(at.getTime(), "UTC"), "EEE, MMM d, HH:mm");

/** After the shifts and trades: the list leaves out whoever works then. */
export function buildCallbacks(ctx: DemoContext, shiftRows: readonly NewShift[]) {
  const { agencyId, at, idOf, shift0 } = ctx;
  const start = at(shift0 + SHIFT_K, 7);
  const end = at(shift0 + SHIFT_K, 19);
  const shiftId = randomUUID();
  const callbackId = randomUUID();
  const officer = idOf("hale");

  // Everyone with no shift then (platoon, relief or traded); with no hours yet, longest on the roster first.
  const busy = new Set(
    shiftRows
      .filter((s) => s.startTime.getTime() < end.getTime() && s.endTime.getTime() > start.getTime())
      .map((s) => s.userId),
  );
  const list = ROSTER.filter(
    (m) => STAFFING_SETTINGS_DEFAULTS.callbackRoles.includes(m.role) && !busy.has(idOf(m.key as MemberKey)),
  ).sort((a, b) => joinedOn(a).getTime() - joinedOn(b).getTime());
  const [declined, silent, taker] = list.map((m) => idOf(m.key as MemberKey));

  const started = at(shift0 + SHIFT_K - 3, 14, 5);
  const after = (minutes: number) => new Date(started.getTime() + minutes * MINUTE);
  const window = (from: Date) => new Date(from.getTime() + RESPONSE_MINUTES * MINUTE);
  const declinedAt = after(9);
  const lapsedAt = window(declinedAt);
  const acceptedAt = after(RESPONSE_MINUTES + 17);
  const chargedAt = after(2 * 60 + 12);

  const callbackShiftRows: NewShift[] = [
    {
      id: shiftId,
      agencyId,
      userId: taker,
      title: "Open Shift - Engine 1 Overtime",
      assignment: "Engine 1",
      startTime: start,
      endTime: end,
      isPaid: true,
      hourlyRateCents: 2850,
      minStaff: 1,
      maxStaff: 1,
      ...completed(start, end),
      paymentStatus: "approved",
    },
  ];
  const callbackRows: NewCallback[] = [
    {
      id: callbackId,
      agencyId,
      shiftId,
      status: "awarded",
      method: "hours",
      mode: "one_at_a_time",
      responseMinutes: RESPONSE_MINUTES,
      startedById: officer,
      awardedUserId: taker,
      awardedAt: acceptedAt,
      closedAt: acceptedAt,
      createdAt: started,
      updatedAt: chargedAt,
    },
  ];
  const answered: Record<number, Partial<NewOffer>> = {
    0: { status: "declined", offeredAt: started, expiresAt: window(started), respondedAt: declinedAt },
    1: { status: "no_answer", offeredAt: declinedAt, expiresAt: lapsedAt, charged: true },
    2: { status: "awarded", offeredAt: lapsedAt, expiresAt: window(lapsedAt), respondedAt: acceptedAt },
  };
  const callbackOfferRows: NewOffer[] = list.map((m, i) => ({
    agencyId,
    callbackId,
    userId: idOf(m.key as MemberKey),
    position: i + 1,
    reason: `0.0 overtime hours this quarter, on the roster since ${isoDate(joinedOn(m).getTime())}`,
    status: "waiting",
    ...answered[i],
    createdAt: started,
  }));

  const event = (kind: NewEvent["kind"], when: Date, fields: Partial<NewEvent> = {}): NewEvent => ({
    agencyId,
    callbackId,
    kind,
    at: when,
    createdAt: when,
    ...fields,
  });
  const answerBy = (from: Date) => `Answer by ${clock(window(from))}`;
  const callbackEventRows: NewEvent[] = [
    event("started", started, {
      actorId: officer,
      note: `${list.length} eligible, fewest hours first, one at a time`,
    }),
    event("offered", started, { userId: declined, actorId: officer, note: answerBy(started) }),
    event("declined", declinedAt, { userId: declined, actorId: declined }),
    event("offered", declinedAt, { userId: silent, note: answerBy(declinedAt) }),
    event("no_answer", lapsedAt, { userId: silent }),
    event("offered", lapsedAt, { userId: taker, note: answerBy(lapsedAt) }),
    event("accepted", acceptedAt, { userId: taker, actorId: taker }),
    event("awarded", acceptedAt, { userId: taker }),
    event("charged", chargedAt, { userId: silent, actorId: officer, note: "Did not answer" }),
  ];
  return { callbackShiftRows, callbackRows, callbackOfferRows, callbackEventRows };
}

/** After scheduling's and trades' parts: the list leaves out whoever works the shift. */
export const callbacksSeed: SeedStep = (ctx) => {
  const rows = buildCallbacks(ctx, builtBy(ctx, "shiftRows", "scheduling"));
  return insertRows(
    rowsOf(shifts, rows.callbackShiftRows),
    rowsOf(callbacks, rows.callbackRows),
    rowsOf(callbackOffers, rows.callbackOfferRows),
    rowsOf(callbackEvents, rows.callbackEventRows),
  );
};
