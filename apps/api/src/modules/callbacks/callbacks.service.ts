/**
 * Overtime call-back: start one for a shift, offer it down the ordered list (one at a time, or to all at once),
 * take answers, award (automatically on the first acceptance one at a time, by order at close all at once, or
 * by hand), charge a member who declined or did not answer, close. Every step is a callback_events row with
 * its time and who did it, so a grievance can be answered from the record.
 *
 * Which shifts: a shift that has not started and is open (no member), or scheduled for a member who is on
 * approved leave then. One open call-back per shift.
 *
 * The clock: an offer whose expiresAt has passed becomes no_answer and, one at a time, the next member is
 * offered. The job in callbacks.jobs.ts does it every minute; every read and write of call-backs does it
 * first too (advanceCallbacks), so nothing waits on the job.
 */
import { TZDate } from "@date-fns/tz";
import {
  CALLBACK_MESSAGES,
  type Callback,
  type CallbackDetail,
  type CallbackMember,
} from "@rollcall/shared/callbacks";
import { isManager } from "@rollcall/shared/roles";
import { MAX_SHIFT_HOURS } from "@rollcall/shared/scheduling";
import { format } from "date-fns";
import { and, asc, desc, eq, inArray, lte, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import {
  type Callback as CallbackRow,
  callbackEvents,
  callbackOffers,
  callbacks,
  type CallbackOffer as OfferRow,
} from "../../db/schema/callbacks";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { users } from "../../db/schema/users";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { type NewNotification, notify } from "../../lib/notify";
import { queueWebhookEvent } from "../../lib/webhooks";
import type { AgencyScope } from "../../plugins/auth";
import { membersOnLeave } from "../leave";
import { announceShifts, insertOpenShift, reassignShifts, shiftsByIds } from "../scheduling";
import { getStaffingSettings, selectStaffingRules } from "../staffing";
import { type Ctx, eligibleMembers, overtimeThisQuarter, rank } from "./callbacks.eligibility";

type EventKind = (typeof callbackEvents.$inferInsert)["kind"];

const ctxOf = (scope: AgencyScope): Ctx => ({ agencyId: scope.agencyId, timeZone: scope.timeZone });

/** "Engine 1 Day, Mon, Jan 6, 07:00–19:00" in the agency's zone. */
function describe(shift: Pick<Shift, "title" | "startTime" | "endTime">, timeZone: string) {
  const start = new TZDate(shift.startTime.getTime(), timeZone);
  const end = new TZDate(shift.endTime.getTime(), timeZone);
  return `${shift.title}, ${format(start, "EEE, MMM d, HH:mm")}–${format(end, "HH:mm")}`;
}
const clock = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), "EEE, MMM d, HH:mm");

async function event(
  tx: Transaction,
  ctx: Ctx,
  callbackId: string,
  kind: EventKind,
  at: Date,
  fields: { userId?: string | null; actorId?: string | null; note?: string | null } = {},
) {
  await tx.insert(callbackEvents).values({
    agencyId: ctx.agencyId,
    callbackId,
    kind,
    at,
    userId: fields.userId ?? null,
    actorId: fields.actorId ?? null,
    note: fields.note ?? null,
  });
}

async function lockCallback(tx: Transaction, ctx: Ctx, id: string): Promise<CallbackRow> {
  const [row] = await tx
    .select()
    .from(callbacks)
    .where(and(eq(callbacks.agencyId, ctx.agencyId), eq(callbacks.id, id)))
    .for("update");
  if (!row) throw notFound(CALLBACK_MESSAGES.notFound);
  return row;
}

async function loadShiftRow(tx: Transaction, ctx: Ctx, id: string, lock = false): Promise<Shift> {
  const query = tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.agencyId, ctx.agencyId), eq(shifts.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(CALLBACK_MESSAGES.shiftNotFound);
  return row;
}

const offersOf = (tx: Transaction, ctx: Ctx, callbackId: string) =>
  tx
    .select()
    .from(callbackOffers)
    .where(and(eq(callbackOffers.agencyId, ctx.agencyId), eq(callbackOffers.callbackId, callbackId)))
    .orderBy(asc(callbackOffers.position));

/** Offers the shift to `offers` now, with the call-back's response window, and tells them. */
async function makeOffers(
  tx: Transaction,
  ctx: Ctx,
  cb: CallbackRow,
  shift: Shift,
  offers: OfferRow[],
  now: Date,
  actorId: string | null,
) {
  if (!offers.length) return;
  const expiresAt = new Date(now.getTime() + cb.responseMinutes * 60_000);
  await tx
    .update(callbackOffers)
    .set({ status: "offered", offeredAt: now, expiresAt, updatedAt: now })
    .where(
      and(
        eq(callbackOffers.agencyId, ctx.agencyId),
        inArray(
          callbackOffers.id,
          offers.map((o) => o.id),
        ),
      ),
    );
  for (const o of offers)
    await event(tx, ctx, cb.id, "offered", now, {
      userId: o.userId,
      actorId,
      note: `Answer by ${clock(expiresAt, ctx.timeZone)}`,
    });
  await notify(
    tx,
    offers.map(
      (o): NewNotification => ({
        agencyId: ctx.agencyId,
        userId: o.userId,
        type: "alert",
        title: "Overtime offered",
        message: `${describe(shift, ctx.timeZone)} is offered to you. Answer by ${clock(expiresAt, ctx.timeZone)} on the Call-back tab of Scheduling.`,
        dedupeKey: `callback:${cb.id}:offer`,
        // Also by SMS / voice / push: a YES (or 1) answers the offer (modules/alerting/twilio.routes.ts).
        alert: { kind: "callback_offer", link: "/scheduling?tab=callback", callbackId: cb.id },
      }),
    ),
  );
}

/** One at a time: offers the next waiting member, if any. */
async function offerNext(tx: Transaction, ctx: Ctx, cb: CallbackRow, now: Date, actorId: string | null) {
  const next = (await offersOf(tx, ctx, cb.id)).find((o) => o.status === "waiting");
  if (!next) return;
  const shift = await loadShiftRow(tx, ctx, cb.shiftId);
  await makeOffers(tx, ctx, cb, shift, [next], now, actorId);
}

/**
 * The clock: offers of open call-backs whose answer time has passed become no_answer (at their expiresAt); one
 * at a time, the next member is offered. Returns how many offers lapsed.
 */
export async function advanceCallbacks(tx: Transaction, ctx: Ctx, now = new Date(), callbackId?: string) {
  const lapsed = await tx
    .select({ offer: callbackOffers, cb: callbacks })
    .from(callbackOffers)
    .innerJoin(
      callbacks,
      and(eq(callbacks.agencyId, callbackOffers.agencyId), eq(callbacks.id, callbackOffers.callbackId)),
    )
    .where(
      and(
        eq(callbackOffers.agencyId, ctx.agencyId),
        eq(callbacks.status, "open"),
        eq(callbackOffers.status, "offered"),
        lte(callbackOffers.expiresAt, now),
        callbackId ? eq(callbacks.id, callbackId) : undefined,
      ),
    )
    .orderBy(asc(callbackOffers.expiresAt))
    .for("update");
  if (!lapsed.length) return 0;
  const advanced = new Map<string, CallbackRow>();
  for (const { offer, cb } of lapsed) {
    await tx
      .update(callbackOffers)
      .set({ status: "no_answer", updatedAt: now })
      .where(and(eq(callbackOffers.agencyId, ctx.agencyId), eq(callbackOffers.id, offer.id)));
    await event(tx, ctx, cb.id, "no_answer", offer.expiresAt ?? now, { userId: offer.userId });
    if (cb.mode === "one_at_a_time") advanced.set(cb.id, cb);
  }
  for (const cb of advanced.values()) await offerNext(tx, ctx, cb, now, null);
  return lapsed.length;
}

/** The call-back locked for a change (404 when not the agency's), its lapsed offers advanced first. */
async function lockAndAdvance(tx: Transaction, ctx: Ctx, id: string, now: Date) {
  await lockCallback(tx, ctx, id);
  await advanceCallbacks(tx, ctx, now, id);
  return lockCallback(tx, ctx, id);
}

/** Closes the outstanding offers' answer window (an awarded or closed call-back takes no more answers). */
const endWindows = (tx: Transaction, ctx: Ctx, callbackId: string, now: Date) =>
  tx
    .update(callbackOffers)
    .set({ expiresAt: now, updatedAt: now })
    .where(
      and(
        eq(callbackOffers.agencyId, ctx.agencyId),
        eq(callbackOffers.callbackId, callbackId),
        eq(callbackOffers.status, "offered"),
      ),
    );

/**
 * The award, in the caller's transaction: the shift goes to the member (scheduled), the call-back is awarded,
 * the other offers close, the history records it and the members hear.
 */
async function award(
  tx: Transaction,
  ctx: Ctx,
  cb: CallbackRow,
  userId: string,
  now: Date,
  actorId: string | null,
) {
  const shift = await loadShiftRow(tx, ctx, cb.shiftId, true);
  const settings = await getStaffingSettings(tx);
  const [ok] = await eligibleMembers(tx, ctx, shift, settings, [userId]);
  if (!ok) throw conflict(CALLBACK_MESSAGES.notEligible);
  await reassignShifts(tx, ctx.agencyId, [shift.id], { userId, status: "scheduled" }, now);
  await tx
    .update(callbacks)
    .set({ status: "awarded", awardedUserId: userId, awardedAt: now, closedAt: now, updatedAt: now })
    .where(and(eq(callbacks.agencyId, ctx.agencyId), eq(callbacks.id, cb.id)));
  await tx
    .update(callbackOffers)
    .set({ status: "awarded", updatedAt: now })
    .where(
      and(
        eq(callbackOffers.agencyId, ctx.agencyId),
        eq(callbackOffers.callbackId, cb.id),
        eq(callbackOffers.userId, userId),
      ),
    );
  await endWindows(tx, ctx, cb.id, now);
  await event(tx, ctx, cb.id, "awarded", now, { userId, actorId });
  await announceShifts(tx, ctx.agencyId, "shift.updated", [shift.id]);
  await queueWebhookEvent(tx, ctx.agencyId, "callback.awarded", async () =>
    (await shiftsByIds(tx, ctx.agencyId, [shift.id])).map((s) => ({
      id: cb.id,
      awardedUserId: userId,
      awardedAt: now,
      shift: s,
    })),
  );

  const others = (await offersOf(tx, ctx, cb.id)).filter(
    (o) => o.userId !== userId && (o.status === "offered" || o.status === "accepted"),
  );
  const what = describe(shift, ctx.timeZone);
  await notify(tx, [
    {
      agencyId: ctx.agencyId,
      userId,
      type: "success",
      title: "Overtime shift awarded",
      message: `${what} is yours; it is on your schedule.`,
      dedupeKey: `callback:${cb.id}:awarded`,
    },
    ...others.map(
      (o): NewNotification => ({
        agencyId: ctx.agencyId,
        userId: o.userId,
        type: "info",
        title: "Overtime shift filled",
        message: `${what} has been filled; the offer is closed.`,
        dedupeKey: `callback:${cb.id}:filled`,
      }),
    ),
  ]);
}

// Reads -------------------------------------------------------------------------------------------------------

type MemberMap = Map<string, CallbackMember>;

async function membersOf(tx: Transaction, ctx: Ctx, ids: (string | null)[]): Promise<MemberMap> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.agencyId, ctx.agencyId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The call-backs as the API answers them (offers ordered; only `onlyUser`'s place when given). */
async function present(
  tx: Transaction,
  ctx: Ctx,
  rows: CallbackRow[],
  onlyUser?: string,
): Promise<Callback[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const offerRows = await tx
    .select()
    .from(callbackOffers)
    .where(
      and(
        eq(callbackOffers.agencyId, ctx.agencyId),
        inArray(callbackOffers.callbackId, ids),
        onlyUser ? eq(callbackOffers.userId, onlyUser) : undefined,
      ),
    )
    .orderBy(asc(callbackOffers.position));
  const shiftRows = await tx
    .select({ id: shifts.id, title: shifts.title, startTime: shifts.startTime, endTime: shifts.endTime })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, ctx.agencyId),
        inArray(
          shifts.id,
          rows.map((r) => r.shiftId),
        ),
      ),
    );
  const shiftById = new Map(shiftRows.map((s) => [s.id, s]));
  const members = await membersOf(tx, ctx, [
    ...rows.flatMap((r) => [r.startedById, r.awardedUserId]),
    ...offerRows.map((o) => o.userId),
  ]);
  return rows.flatMap((r) => {
    const s = shiftById.get(r.shiftId);
    if (!s) return [];
    return [
      {
        id: r.id,
        shift: {
          id: s.id,
          title: s.title,
          startTime: s.startTime.toISOString(),
          endTime: s.endTime.toISOString(),
        },
        status: r.status,
        method: r.method,
        mode: r.mode,
        responseMinutes: r.responseMinutes,
        startedBy: members.get(r.startedById) ?? null,
        awardedTo: r.awardedUserId ? (members.get(r.awardedUserId) ?? null) : null,
        awardedAt: iso(r.awardedAt),
        closedAt: iso(r.closedAt),
        createdAt: r.createdAt.toISOString(),
        offers: offerRows
          .filter((o) => o.callbackId === r.id)
          .map((o) => ({
            id: o.id,
            userId: o.userId,
            member: members.get(o.userId) ?? null,
            position: o.position,
            reason: o.reason,
            status: o.status,
            offeredAt: iso(o.offeredAt),
            expiresAt: iso(o.expiresAt),
            respondedAt: iso(o.respondedAt),
            charged: o.charged,
          })),
      },
    ];
  });
}

async function detail(tx: Transaction, ctx: Ctx, id: string): Promise<CallbackDetail> {
  const [row] = await tx
    .select()
    .from(callbacks)
    .where(and(eq(callbacks.agencyId, ctx.agencyId), eq(callbacks.id, id)));
  if (!row) throw notFound(CALLBACK_MESSAGES.notFound);
  const [cb] = await present(tx, ctx, [row]);
  if (!cb) throw notFound(CALLBACK_MESSAGES.notFound);
  const events = await tx
    .select()
    .from(callbackEvents)
    .where(and(eq(callbackEvents.agencyId, ctx.agencyId), eq(callbackEvents.callbackId, id)))
    .orderBy(asc(callbackEvents.at), asc(callbackEvents.createdAt));
  const members = await membersOf(
    tx,
    ctx,
    events.flatMap((e) => [e.userId, e.actorId]),
  );
  return {
    ...cb,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      member: e.userId ? (members.get(e.userId) ?? null) : null,
      actor: e.actorId ? (members.get(e.actorId) ?? null) : null,
      note: e.note,
      at: e.at.toISOString(),
    })),
  };
}

/** Managers: every call-back, newest first; members: those offered to them, with only their own place. */
export async function listCallbacks(scope: AgencyScope): Promise<Callback[]> {
  const ctx = ctxOf(scope);
  return scope.run(async (tx) => {
    await advanceCallbacks(tx, ctx);
    if (isManager(scope)) {
      const rows = await tx
        .select()
        .from(callbacks)
        .where(eq(callbacks.agencyId, ctx.agencyId))
        .orderBy(desc(callbacks.createdAt))
        .limit(200);
      return present(tx, ctx, rows);
    }
    const rows = await tx
      .select({ cb: callbacks })
      .from(callbacks)
      .innerJoin(
        callbackOffers,
        and(eq(callbackOffers.agencyId, callbacks.agencyId), eq(callbackOffers.callbackId, callbacks.id)),
      )
      .where(
        and(
          eq(callbacks.agencyId, ctx.agencyId),
          eq(callbackOffers.userId, scope.userId),
          ne(callbackOffers.status, "waiting"),
        ),
      )
      .orderBy(desc(callbacks.createdAt))
      .limit(200);
    return present(
      tx,
      ctx,
      rows.map((r) => r.cb),
      scope.userId,
    );
  });
}

/**
 * The whole ordered list and the history. Every member of the agency may read it: the list is the posted
 * record a grievance is answered from.
 */
export async function getCallback(scope: AgencyScope, id: string): Promise<CallbackDetail> {
  const ctx = ctxOf(scope);
  return scope.run(async (tx) => {
    await advanceCallbacks(tx, ctx, new Date(), id);
    return detail(tx, ctx, id);
  });
}

// Writes ------------------------------------------------------------------------------------------------------

/** An officer starts a call-back for a shift (see the top for which shifts); the first offers go out at once. */
export async function startCallback(scope: AgencyScope, shiftId: string): Promise<CallbackDetail> {
  return scope.run((tx) => openCallback(tx, ctxOf(scope), shiftId, scope.userId, new Date()));
}

/**
 * A staffing gap no open shift covers: an open shift for its time (named after the rule, on the rule's
 * apparatus) is made and called back in one transaction, so a refusal (nobody eligible) leaves nothing behind.
 * The shift is written here rather than through scheduling's create, which notifies an assignee and expands
 * recurrences, neither of which an open shift has.
 */
export async function startCallbackForGap(
  scope: AgencyScope,
  input: { ruleId: string; start: string; end: string },
): Promise<CallbackDetail> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  if (end.getTime() - start.getTime() > MAX_SHIFT_HOURS * 3_600_000)
    throw badRequest(CALLBACK_MESSAGES.tooLong, { end: CALLBACK_MESSAGES.tooLong });
  return scope.run((tx) =>
    openCallbackForGap(tx, ctxOf(scope), { ruleId: input.ruleId, start, end }, scope.userId, new Date()),
  );
}

/**
 * The gap's open shift made and called back inside the caller's transaction (an officer's request above, or an
 * automation rule), signed by `startedById`.
 */
export async function openCallbackForGap(
  tx: Transaction,
  ctx: Ctx,
  gap: { ruleId: string; start: Date; end: Date },
  startedById: string,
  now: Date,
): Promise<CallbackDetail> {
  const [rule] = await selectStaffingRules(tx, gap.ruleId);
  if (!rule) throw notFound(CALLBACK_MESSAGES.ruleNotFound);
  if (gap.start.getTime() <= now.getTime()) throw conflict(CALLBACK_MESSAGES.shiftStarted);
  const shift = await insertOpenShift(tx, ctx.agencyId, {
    title: `${rule.name} call-back`,
    startTime: gap.start,
    endTime: gap.end,
    equipmentId: rule.equipmentId,
    assignment: rule.equipmentName,
  });
  return openCallback(tx, ctx, shift.id, startedById, now);
}

/**
 * Starts a call-back inside the caller's transaction, signed by `startedById` (an officer starting one, or the
 * officer whose leave approval opened the shift). Refusals (409) come before anything is written.
 */
export async function openCallback(
  tx: Transaction,
  ctx: Ctx,
  shiftId: string,
  startedById: string,
  now: Date,
): Promise<CallbackDetail> {
  const shift = await loadShiftRow(tx, ctx, shiftId, true);
  if (shift.status === "cancelled") throw conflict(CALLBACK_MESSAGES.notFillable);
  if (shift.startTime.getTime() <= now.getTime()) throw conflict(CALLBACK_MESSAGES.shiftStarted);
  const memberAway =
    shift.status === "scheduled" &&
    !!shift.userId &&
    (await membersOnLeave(tx, ctx.agencyId, ctx.timeZone, shift.startTime, shift.endTime)).has(shift.userId);
  if (shift.status !== "open" && !memberAway) throw conflict(CALLBACK_MESSAGES.notFillable);
  const [open] = await tx
    .select({ id: callbacks.id })
    .from(callbacks)
    .where(
      and(
        eq(callbacks.agencyId, ctx.agencyId),
        eq(callbacks.shiftId, shift.id),
        eq(callbacks.status, "open"),
      ),
    );
  if (open) throw conflict(CALLBACK_MESSAGES.alreadyOpen);

  const settings = await getStaffingSettings(tx);
  const candidates = await eligibleMembers(tx, ctx, shift, settings);
  if (!candidates.length) throw conflict(CALLBACK_MESSAGES.noneEligible);
  const ranked = rank(candidates, settings.callbackMethod, await overtimeThisQuarter(tx, ctx, now));

  const [cb] = await tx
    .insert(callbacks)
    .values({
      agencyId: ctx.agencyId,
      shiftId: shift.id,
      method: settings.callbackMethod,
      mode: settings.callbackMode,
      responseMinutes: settings.callbackResponseMinutes,
      startedById,
    })
    .returning();
  const offers = await tx
    .insert(callbackOffers)
    .values(
      ranked.map((r, i) => ({
        agencyId: ctx.agencyId,
        callbackId: cb.id,
        userId: r.id,
        position: i + 1,
        reason: r.reason,
      })),
    )
    .returning();
  offers.sort((a, b) => a.position - b.position);
  await event(tx, ctx, cb.id, "started", now, {
    actorId: startedById,
    note: `${ranked.length} eligible, ${settings.callbackMethod === "hours" ? "fewest hours first" : "rotating list"}, ${settings.callbackMode === "one_at_a_time" ? "one at a time" : "all at once"}`,
  });
  await makeOffers(
    tx,
    ctx,
    cb,
    shift,
    cb.mode === "one_at_a_time" ? offers.slice(0, 1) : offers,
    now,
    startedById,
  );
  return detail(tx, ctx, cb.id);
}

/** The offered member answers. One at a time, a yes awards the shift and a no offers it to the next member. */
export async function respondToCallback(
  scope: AgencyScope,
  id: string,
  accept: boolean,
): Promise<CallbackDetail> {
  const ctx = ctxOf(scope);
  return scope.run(async (tx) => {
    const now = new Date();
    const cb = await lockAndAdvance(tx, ctx, id, now);
    const [offer] = (await offersOf(tx, ctx, id)).filter((o) => o.userId === scope.userId);
    if (!offer || offer.status === "waiting") throw conflict(CALLBACK_MESSAGES.notYourTurn);
    if (cb.status !== "open") throw conflict(CALLBACK_MESSAGES.notOpen);
    if (offer.status === "no_answer") throw conflict(CALLBACK_MESSAGES.expired);
    if (offer.status !== "offered") throw conflict(CALLBACK_MESSAGES.notYourTurn);

    await tx
      .update(callbackOffers)
      .set({ status: accept ? "accepted" : "declined", respondedAt: now, updatedAt: now })
      .where(and(eq(callbackOffers.agencyId, ctx.agencyId), eq(callbackOffers.id, offer.id)));
    await event(tx, ctx, id, accept ? "accepted" : "declined", now, {
      userId: scope.userId,
      actorId: scope.userId,
    });
    if (cb.mode === "one_at_a_time") {
      if (accept) await award(tx, ctx, cb, scope.userId, now, null);
      else await offerNext(tx, ctx, cb, now, null);
    }
    return detail(tx, ctx, id);
  });
}

/** A manager gives the shift to a member on the list who is still eligible. */
export async function awardCallback(scope: AgencyScope, id: string, userId: string): Promise<CallbackDetail> {
  const ctx = ctxOf(scope);
  return scope.run(async (tx) => {
    const now = new Date();
    const cb = await lockAndAdvance(tx, ctx, id, now);
    if (cb.status !== "open") throw conflict(CALLBACK_MESSAGES.notOpen);
    const offer = (await offersOf(tx, ctx, id)).find((o) => o.userId === userId);
    if (!offer) throw conflict(CALLBACK_MESSAGES.notOnList, { userId: CALLBACK_MESSAGES.notOnList });
    await award(tx, ctx, cb, userId, now, scope.userId);
    return detail(tx, ctx, id);
  });
}

/** A manager counts a member who declined or did not answer as if they had taken the shift (hours or points). */
export async function chargeCallback(
  scope: AgencyScope,
  id: string,
  userId: string,
): Promise<CallbackDetail> {
  const ctx = ctxOf(scope);
  return scope.run(async (tx) => {
    const now = new Date();
    await lockAndAdvance(tx, ctx, id, now);
    const offer = (await offersOf(tx, ctx, id)).find((o) => o.userId === userId);
    if (!offer) throw conflict(CALLBACK_MESSAGES.notOnList, { userId: CALLBACK_MESSAGES.notOnList });
    if (offer.status !== "declined" && offer.status !== "no_answer")
      throw conflict(CALLBACK_MESSAGES.notChargeable);
    if (offer.charged) throw conflict(CALLBACK_MESSAGES.alreadyCharged);
    await tx
      .update(callbackOffers)
      .set({ charged: true, updatedAt: now })
      .where(and(eq(callbackOffers.agencyId, ctx.agencyId), eq(callbackOffers.id, offer.id)));
    await event(tx, ctx, id, "charged", now, {
      userId,
      actorId: scope.userId,
      note: offer.status === "declined" ? "Declined" : "Did not answer",
    });
    return detail(tx, ctx, id);
  });
}

/**
 * A manager closes the call-back: all at once, the shift goes to the first member in order who accepted (and
 * is still eligible); otherwise, or with no one, it closes without an award.
 */
export async function closeCallback(scope: AgencyScope, id: string): Promise<CallbackDetail> {
  const ctx = ctxOf(scope);
  return scope.run(async (tx) => {
    const now = new Date();
    const cb = await lockAndAdvance(tx, ctx, id, now);
    if (cb.status !== "open") throw conflict(CALLBACK_MESSAGES.notOpen);
    const offers = await offersOf(tx, ctx, id);
    const accepted = offers.filter((o) => o.status === "accepted");
    await event(tx, ctx, id, "closed", now, {
      actorId: scope.userId,
      note: accepted.length ? `${accepted.length} accepted` : "No one accepted",
    });
    if (accepted.length) {
      const shift = await loadShiftRow(tx, ctx, cb.shiftId);
      const settings = await getStaffingSettings(tx);
      const still = new Set(
        (
          await eligibleMembers(
            tx,
            ctx,
            shift,
            settings,
            accepted.map((o) => o.userId),
          )
        ).map((m) => m.id),
      );
      const winner = accepted.find((o) => still.has(o.userId));
      if (winner) {
        await award(tx, ctx, cb, winner.userId, now, scope.userId);
        return detail(tx, ctx, id);
      }
    }
    await tx
      .update(callbacks)
      .set({ status: "closed", closedAt: now, updatedAt: now })
      .where(and(eq(callbacks.agencyId, ctx.agencyId), eq(callbacks.id, id)));
    await endWindows(tx, ctx, id, now);
    return detail(tx, ctx, id);
  });
}
