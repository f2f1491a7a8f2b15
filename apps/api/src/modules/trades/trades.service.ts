/**
 * Shift trades: a member offers their shift (giveaway, swap or pay back later) to a named colleague or to
 * everyone qualified; the colleague accepts; an officer or admin approves where the agency requires it
 * (staffing setting tradesRequireApproval), otherwise acceptance completes it.
 *
 * Who may do what: the shift's own member offers it, and officers and admins may offer a member's shift on
 * their behalf (the trade is then the member's: they are its offerer). Only the named colleague accepts (any
 * qualified member other than the offerer for an open offer); officers and admins approve and decline; the
 * offerer cancels while the trade is not approved.
 *
 * Refusals (409): a trade that would double-book the taker (or, for a swap, the offerer on the return shift),
 * give a shift to a member lacking a certification the agency requires of them (compliance's rule for
 * assignments), or leave a staffing rule unmet (a gap the schedule did not have before). Accepting checks the
 * first two; completion (approval, or acceptance when no approval is needed) re-checks everything in ONE
 * transaction with the shifts locked: the shift still the offerer's and not started, then moves the shift (and
 * a swap's return shift), writes the ledger (payback and swap: one entry per shift worked for the other; a
 * giveaway none), cancels the shift's other open offers and notifies both members.
 */
import { isManager } from "@rollcall/shared/roles";
import type { StaffingGap } from "@rollcall/shared/staffing";
import {
  minutesToTradeHours,
  OPEN_TRADE_STATUSES,
  TRADE_KIND_LABELS,
  TRADE_MESSAGES,
  type TradeEligible,
  type TradeFormValues,
  type TradeRow,
  tradeRuleMessages,
} from "@rollcall/shared/trades";
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { type Shift, shifts } from "../../db/schema/scheduling";
import { tradeLedger, trades } from "../../db/schema/trades";
import { users } from "../../db/schema/users";
import { addDaysIso, agencyToday } from "../../lib/dates";
import { AppError, badRequest, conflict, databaseError, forbidden, notFound } from "../../lib/errors";
import { type NewNotification, notify } from "../../lib/notify";
import { queueWebhookEvent } from "../../lib/webhooks";
import type { AgencyScope } from "../../plugins/auth";
import { missingRequirements } from "../compliance";
import {
  announceShifts,
  describeShifts,
  findConflicts,
  fullName,
  lockShift,
  managerIds,
  reassignShifts,
  refuseOverlaps,
  requireMember,
} from "../scheduling";
import { findStaffingGaps, getStaffingSettings } from "../staffing";

type Trade = typeof trades.$inferSelect;

const from = alias(users, "from_user");
const to = alias(users, "to_user");
const taker = alias(users, "taker");
const decider = alias(users, "decider");
const ret = alias(shifts, "return_shift");

const name = (first: string | null, last: string | null) =>
  first === null ? null : `${first ?? ""} ${last ?? ""}`.trim();
const minutesOf = (s: { startTime: Date; endTime: Date }) =>
  Math.round((s.endTime.getTime() - s.startTime.getTime()) / 60_000);
const shiftOut = (s: { id: string; title: string; startTime: Date; endTime: Date }) => ({
  id: s.id,
  title: s.title,
  startTime: s.startTime,
  endTime: s.endTime,
  hours: minutesToTradeHours(minutesOf(s)),
});

/** The trades matching `where`, as the API answers them, soonest shift first. */
export async function selectTrades(tx: Transaction, agencyId: string, where: SQL | undefined, limit = 300) {
  const rows = await tx
    .select({
      t: trades,
      shift: { id: shifts.id, title: shifts.title, startTime: shifts.startTime, endTime: shifts.endTime },
      ret: { id: ret.id, title: ret.title, startTime: ret.startTime, endTime: ret.endTime },
      fromFirst: from.firstName,
      fromLast: from.lastName,
      toFirst: to.firstName,
      toLast: to.lastName,
      takerFirst: taker.firstName,
      takerLast: taker.lastName,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(trades)
    .innerJoin(shifts, and(eq(shifts.agencyId, trades.agencyId), eq(shifts.id, trades.shiftId)))
    .leftJoin(ret, and(eq(ret.agencyId, trades.agencyId), eq(ret.id, trades.returnShiftId)))
    .innerJoin(from, and(eq(from.agencyId, trades.agencyId), eq(from.id, trades.fromUserId)))
    .leftJoin(to, and(eq(to.agencyId, trades.agencyId), eq(to.id, trades.toUserId)))
    .leftJoin(taker, and(eq(taker.agencyId, trades.agencyId), eq(taker.id, trades.takerId)))
    .leftJoin(decider, and(eq(decider.agencyId, trades.agencyId), eq(decider.id, trades.decidedById)))
    .where(and(eq(trades.agencyId, agencyId), where))
    .orderBy(desc(trades.createdAt))
    .limit(limit);
  return rows
    .map(
      (r): TradeRow => ({
        id: r.t.id,
        kind: r.t.kind,
        status: r.t.status,
        shift: shiftOut(r.shift),
        returnShift: r.ret?.id ? shiftOut(r.ret) : null,
        fromUserId: r.t.fromUserId,
        fromName: name(r.fromFirst, r.fromLast) ?? "",
        toUserId: r.t.toUserId,
        toName: name(r.toFirst, r.toLast),
        takerId: r.t.takerId,
        takerName: name(r.takerFirst, r.takerLast),
        note: r.t.note,
        acceptedAt: r.t.acceptedAt,
        decidedByName: name(r.deciderFirst, r.deciderLast),
        decidedAt: r.t.decidedAt,
        createdAt: r.t.createdAt,
      }),
    )
    .sort((a, b) => a.shift.startTime.getTime() - b.shift.startTime.getTime());
}

async function loadTrade(tx: Transaction, agencyId: string, id: string) {
  const [row] = await selectTrades(tx, agencyId, eq(trades.id, id), 1);
  if (!row) throw notFound(TRADE_MESSAGES.notFound);
  return row;
}

async function lockTrade(tx: Transaction, agencyId: string, id: string): Promise<Trade> {
  const [row] = await tx
    .select()
    .from(trades)
    .where(and(eq(trades.agencyId, agencyId), eq(trades.id, id)))
    .for("update");
  if (!row) throw notFound(TRADE_MESSAGES.notFound);
  return row;
}

/**
 * GET /api/trades. Officers and admins: every trade of the agency (newest 300). Members: the trades they
 * offered, were offered or took, and the open offers to everyone that they could take: qualified for the
 * shift (its required certifications) and not on duty then (accepting would be double-booking). On an
 * officer's or admin's list, such an offer by someone else carries `takeable`, so their board shows only
 * what they could take themselves.
 */
export async function listTrades(scope: AgencyScope): Promise<TradeRow[]> {
  const today = agencyToday(scope.timeZone);
  const me = scope.userId;
  const manager = isManager(scope);
  return scope.run(async (tx) => {
    const rows = await selectTrades(
      tx,
      scope.agencyId,
      manager
        ? undefined
        : or(
            eq(trades.fromUserId, me),
            eq(trades.toUserId, me),
            eq(trades.takerId, me),
            and(isNull(trades.toUserId), eq(trades.status, "offered")),
          ),
    );
    const times = (row: TradeRow) => ({
      start: new Date(row.shift.startTime),
      end: new Date(row.shift.endTime),
    });
    const open = new Set(
      rows.filter((r) => r.toUserId === null && r.status === "offered" && r.fromUserId !== me),
    );
    // My own shifts overlapping any of them, in one statement.
    const onDuty = await findConflicts(
      tx,
      scope.agencyId,
      [...open].map((row) => ({ userId: me, ...times(row) })),
    );
    const kept: TradeRow[] = [];
    for (const row of rows) {
      if (!open.has(row)) {
        kept.push(row);
        continue;
      }
      const { start, end } = times(row);
      const busy = onDuty.some((c) => c.startTime < end && c.endTime > start);
      const missing = busy
        ? null
        : await missingRequirements(tx, scope.agencyId, me, agencyToday(scope.timeZone, start), today);
      const takeable = !busy && !missing?.length;
      if (takeable || manager) kept.push({ ...row, takeable });
    }
    return kept;
  });
}

/** A shift that can still be traded: assigned, not cancelled, not started. */
function refuseUntradeable(shift: Shift, now: Date, which: "shift" | "return") {
  if (shift.status === "cancelled") throw conflict(TRADE_MESSAGES.shiftCancelled);
  if (shift.startTime <= now)
    throw conflict(which === "shift" ? TRADE_MESSAGES.shiftStarted : TRADE_MESSAGES.returnStarted);
}

/** The shift's open trade, if any (one per shift: the trades_one_open_per_shift index). */
async function openTradeOf(tx: Transaction, agencyId: string, shiftId: string) {
  const [row] = await tx
    .select({ id: trades.id })
    .from(trades)
    .where(
      and(
        eq(trades.agencyId, agencyId),
        eq(trades.shiftId, shiftId),
        inArray(trades.status, [...OPEN_TRADE_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/**
 * GET /api/trades/eligible?shiftId=: whom the shift can be offered to by name: every member but its own who is
 * not on that shift or on one overlapping it (accepting would double-book them). Any member may ask: the
 * schedule and the team are theirs to read anyway.
 */
export async function eligibleTakers(scope: AgencyScope, shiftId: string): Promise<TradeEligible> {
  return scope.run(async (tx) => {
    const [shift] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.agencyId, scope.agencyId), eq(shifts.id, shiftId)));
    if (!shift) throw notFound(TRADE_MESSAGES.shiftNotFound);
    const members = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.agencyId, scope.agencyId), isNull(users.deletedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName));
    const others = members.filter((m) => m.id !== shift.userId);
    const busy = new Set(
      (
        await findConflicts(
          tx,
          scope.agencyId,
          others.map((m) => ({ userId: m.id, start: shift.startTime, end: shift.endTime })),
        )
      ).map((c) => c.userId),
    );
    return others.filter((m) => !busy.has(m.id)).map((m) => ({ id: m.id, name: fullName(m) }));
  });
}

/** POST /api/trades. */
export async function offerTrade(scope: AgencyScope, v: TradeFormValues) {
  try {
    return await insertTrade(scope, v);
  } catch (error) {
    // Two offers of one shift at once: the second meets the index, not the check (the shift is locked, so rare).
    if (databaseError(error)?.constraint === "trades_one_open_per_shift")
      throw conflict(TRADE_MESSAGES.oneOpenTrade, { shiftId: TRADE_MESSAGES.oneOpenTrade });
    throw error;
  }
}

async function insertTrade(scope: AgencyScope, v: TradeFormValues) {
  const now = new Date();
  return scope.run(async (tx) => {
    const shift = await lockShift(tx, scope.agencyId, v.shiftId);
    if (!shift.userId) throw conflict(TRADE_MESSAGES.shiftUnassigned);
    if (shift.userId !== scope.userId && !isManager(scope)) throw forbidden(TRADE_MESSAGES.notYourShift);
    refuseUntradeable(shift, now, "shift");
    if (await openTradeOf(tx, scope.agencyId, shift.id))
      throw conflict(TRADE_MESSAGES.oneOpenTrade, { shiftId: TRADE_MESSAGES.oneOpenTrade });
    const offerer = shift.userId;
    if (v.toUserId) {
      await requireMember(tx, scope.agencyId, v.toUserId, TRADE_MESSAGES.toUserId);
      if (v.toUserId === offerer)
        throw badRequest(TRADE_MESSAGES.notToSelf, { toUserId: TRADE_MESSAGES.notToSelf });
    }
    let returnShiftId: string | null = null;
    if (v.kind === "swap" && v.returnShiftId) {
      if (v.returnShiftId === shift.id)
        throw badRequest(TRADE_MESSAGES.returnSame, { returnShiftId: TRADE_MESSAGES.returnSame });
      const back = await lockShift(tx, scope.agencyId, v.returnShiftId).catch(() => {
        throw badRequest(TRADE_MESSAGES.returnShiftId, { returnShiftId: TRADE_MESSAGES.returnShiftId });
      });
      if (back.userId !== v.toUserId)
        throw conflict(TRADE_MESSAGES.returnNotTheirs, { returnShiftId: TRADE_MESSAGES.returnNotTheirs });
      refuseUntradeable(back, now, "return");
      returnShiftId = back.id;
    }
    // A colleague on this shift or an overlapping one could never accept: refuse now, on the toUserId field.
    if (v.toUserId) {
      const moves = [{ userId: v.toUserId, start: shift.startTime, end: shift.endTime }];
      try {
        await refuseOverlaps(tx, scope, moves, [shift.id, ...(returnShiftId ? [returnShiftId] : [])]);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409)
          throw conflict(error.message, { toUserId: error.message });
        throw error;
      }
    }
    const [created] = await tx
      .insert(trades)
      .values({
        agencyId: scope.agencyId,
        shiftId: shift.id,
        fromUserId: offerer,
        toUserId: v.toUserId,
        kind: v.kind,
        returnShiftId,
        note: v.note,
      })
      .returning({ id: trades.id });
    const row = await loadTrade(tx, scope.agencyId, created.id);
    const told = v.toUserId ? [v.toUserId] : [];
    if (offerer !== scope.userId) told.push(offerer);
    await tell(tx, scope, told, "info", "Shift offered for trade", (userId) =>
      userId === offerer
        ? `Your shift ${describe(shift, scope.timeZone)} was offered for trade (${TRADE_KIND_LABELS[v.kind]}).`
        : `${row.fromName} offers you ${describe(shift, scope.timeZone)} (${TRADE_KIND_LABELS[v.kind]}). See Trades on the schedule.`,
    );
    return row;
  });
}

const describe = (s: Pick<Shift, "title" | "startTime" | "endTime">, timeZone: string) =>
  describeShifts([s], timeZone);

/** One notification per member, in the caller's transaction. */
const tell = (
  tx: Transaction,
  scope: AgencyScope,
  userIds: string[],
  type: NewNotification["type"],
  title: string,
  message: (userId: string) => string,
) =>
  notify(
    tx,
    userIds.map((userId) => ({ agencyId: scope.agencyId, userId, type, title, message: message(userId) })),
  );

/**
 * The double-booking and certification refusals: the taker on the shift and, for a swap, the offerer on the
 * return shift (each ignoring the two shifts that change hands).
 */
async function refuseMember(
  tx: Transaction,
  scope: AgencyScope,
  moves: { userId: string; shift: Shift }[],
  ignore: string[],
) {
  const today = agencyToday(scope.timeZone);
  await refuseOverlaps(
    tx,
    scope,
    moves.map((m) => ({ userId: m.userId, start: m.shift.startTime, end: m.shift.endTime })),
    ignore,
  );
  for (const m of moves) {
    const missing = await missingRequirements(
      tx,
      scope.agencyId,
      m.userId,
      agencyToday(scope.timeZone, m.shift.startTime),
      today,
    );
    if (missing === null) throw conflict(TRADE_MESSAGES.toUserId);
    if (missing.length) {
      const [member] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, m.userId)));
      throw conflict(
        tradeRuleMessages.uncertified(
          fullName(member),
          missing.map((x) => x.name),
        ),
      );
    }
  }
}

/** A gap after the change that is new or deeper than before at some moment (an existing shortfall is not held against the trade). */
function worsened(before: StaffingGap[], after: StaffingGap[]): StaffingGap | undefined {
  return after.find((g) => {
    const start = Date.parse(g.start);
    const end = Date.parse(g.end);
    const same = before
      .filter((b) => b.ruleId === g.ruleId && Date.parse(b.start) < end && Date.parse(b.end) > start)
      .map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end), have: b.have }));
    // Walk [start, end): wherever no earlier gap covered a moment, the rule was met there before.
    const cuts = [
      ...new Set([start, end, ...same.flatMap((b) => [b.start, b.end]).filter((t) => t > start && t < end)]),
    ].sort((a, b) => a - b);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const mid = (cuts[i] + cuts[i + 1]) / 2;
      const was = same.find((b) => b.start <= mid && b.end > mid);
      if (!was || g.have < was.have) return true;
    }
    return false;
  });
}

/** Completion, inside the caller's transaction (see the top): re-check, move the shifts, ledger, notify. */
async function complete(
  tx: Transaction,
  scope: AgencyScope,
  trade: Trade,
  takerId: string,
  now: Date,
  decidedById: string | null,
) {
  const shift = await lockShift(tx, scope.agencyId, trade.shiftId);
  if (shift.userId !== trade.fromUserId) throw conflict(TRADE_MESSAGES.shiftChangedHands);
  refuseUntradeable(shift, now, "shift");
  let back: Shift | null = null;
  if (trade.kind === "swap" && trade.returnShiftId) {
    back = await lockShift(tx, scope.agencyId, trade.returnShiftId);
    if (back.userId !== takerId) throw conflict(TRADE_MESSAGES.returnChangedHands);
    refuseUntradeable(back, now, "return");
  }
  const moves = [{ userId: takerId, shift }, ...(back ? [{ userId: trade.fromUserId, shift: back }] : [])];
  await refuseMember(
    tx,
    scope,
    moves,
    moves.map((m) => m.shift.id),
  );

  // Staffing: the gaps of the days around the moved shifts, before and after the move (same transaction).
  const days = moves.flatMap((m) => [
    agencyToday(scope.timeZone, m.shift.startTime),
    agencyToday(scope.timeZone, m.shift.endTime),
  ]);
  const window = {
    startDate: addDaysIso(
      days.reduce((a, b) => (a < b ? a : b)),
      -1,
    ),
    endDate: days.reduce((a, b) => (a > b ? a : b)),
    timeZone: scope.timeZone,
  };
  const before = await findStaffingGaps(tx, window);
  for (const m of moves) await reassignShifts(tx, scope.agencyId, [m.shift.id], { userId: m.userId }, now);
  const gap = worsened(before, await findStaffingGaps(tx, window));
  if (gap) throw conflict(tradeRuleMessages.staffing(gap.text));

  await tx
    .update(trades)
    .set({
      status: "approved",
      takerId,
      acceptedAt: trade.acceptedAt ?? now,
      decidedById,
      decidedAt: now,
      updatedAt: now,
    })
    .where(and(eq(trades.agencyId, scope.agencyId), eq(trades.id, trade.id)));
  if (trade.kind !== "giveaway")
    await tx.insert(tradeLedger).values(
      moves.map((m) => ({
        agencyId: scope.agencyId,
        tradeId: trade.id,
        shiftId: m.shift.id,
        workerId: m.userId,
        ownerId: m.userId === takerId ? trade.fromUserId : takerId,
        minutes: minutesOf(m.shift),
      })),
    );
  // The shift's (and a swap's return shift's) other open offers are void now.
  const moved = moves.map((m) => m.shift.id);
  await tx
    .update(trades)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        eq(trades.agencyId, scope.agencyId),
        ne(trades.id, trade.id),
        inArray(trades.status, ["offered", "accepted"]),
        or(inArray(trades.shiftId, moved), inArray(trades.returnShiftId, moved)),
      ),
    );

  const row = await loadTrade(tx, scope.agencyId, trade.id);
  await announceShifts(tx, scope.agencyId, "shift.updated", moved);
  await queueWebhookEvent(tx, scope.agencyId, "trade.approved", async () => [row]);
  const what = describe(shift, scope.timeZone);
  const owed =
    trade.kind === "payback"
      ? ` ${row.fromName} owes ${row.takerName} ${row.shift.hours} h.`
      : back
        ? ` ${row.fromName} works ${describe(back, scope.timeZone)} in return.`
        : "";
  await notify(tx, [
    {
      agencyId: scope.agencyId,
      userId: trade.fromUserId,
      type: "success",
      title: "Trade completed",
      message: `${row.takerName} works your shift ${what}.${owed}`,
    },
    {
      agencyId: scope.agencyId,
      userId: takerId,
      type: "success",
      title: "Trade completed",
      message: `You work ${row.fromName}'s shift ${what}; it is on your schedule.${owed}`,
    },
  ]);
  return row;
}

/** POST /api/trades/{id}/accept. */
export async function acceptTrade(scope: AgencyScope, id: string) {
  const now = new Date();
  return scope.run(async (tx) => {
    const trade = await lockTrade(tx, scope.agencyId, id);
    const me = scope.userId;
    if (trade.fromUserId === me) throw forbidden(TRADE_MESSAGES.ownOffer);
    if (trade.toUserId && trade.toUserId !== me) throw forbidden(TRADE_MESSAGES.offeredToOther);
    if (trade.status !== "offered") throw conflict(TRADE_MESSAGES.notOpen);
    const { tradesRequireApproval } = await getStaffingSettings(tx);
    if (!tradesRequireApproval) return complete(tx, scope, trade, me, now, null);

    const shift = await lockShift(tx, scope.agencyId, trade.shiftId);
    if (shift.userId !== trade.fromUserId) throw conflict(TRADE_MESSAGES.shiftChangedHands);
    refuseUntradeable(shift, now, "shift");
    const moves = [{ userId: me, shift }];
    if (trade.kind === "swap" && trade.returnShiftId) {
      const back = await lockShift(tx, scope.agencyId, trade.returnShiftId);
      if (back.userId !== me) throw conflict(TRADE_MESSAGES.returnChangedHands);
      moves.push({ userId: trade.fromUserId, shift: back });
    }
    await refuseMember(
      tx,
      scope,
      moves,
      moves.map((m) => m.shift.id),
    );
    await tx
      .update(trades)
      .set({ status: "accepted", takerId: me, acceptedAt: now, updatedAt: now })
      .where(and(eq(trades.agencyId, scope.agencyId), eq(trades.id, id)));
    const row = await loadTrade(tx, scope.agencyId, id);
    const what = describe(shift, scope.timeZone);
    const items: NewNotification[] = [
      {
        agencyId: scope.agencyId,
        userId: trade.fromUserId,
        type: "info",
        title: "Trade accepted",
        message: `${row.takerName} accepted your shift ${what}. It waits for an officer's approval.`,
      },
    ];
    for (const userId of await managerIds(tx, scope.agencyId))
      if (userId !== me && userId !== trade.fromUserId)
        items.push({
          agencyId: scope.agencyId,
          userId,
          type: "warning",
          title: "Trade awaiting approval",
          message: `${row.takerName} would work ${row.fromName}'s shift ${what} (${TRADE_KIND_LABELS[trade.kind]}).`,
        });
    await notify(tx, items);
    return row;
  });
}

/** POST /api/trades/{id}/approve (officers and admins). */
export async function approveTrade(scope: AgencyScope, id: string) {
  const now = new Date();
  return scope.run(async (tx) => {
    const trade = await lockTrade(tx, scope.agencyId, id);
    if (trade.status !== "accepted" || !trade.takerId) throw conflict(TRADE_MESSAGES.notAwaiting);
    return complete(tx, scope, trade, trade.takerId, now, scope.userId);
  });
}

/** POST /api/trades/{id}/decline (officers and admins): an open or accepted trade. */
export async function declineTrade(scope: AgencyScope, id: string) {
  const now = new Date();
  return scope.run(async (tx) => {
    const trade = await lockTrade(tx, scope.agencyId, id);
    if (trade.status !== "offered" && trade.status !== "accepted")
      throw conflict(TRADE_MESSAGES.notDecidable);
    await tx
      .update(trades)
      .set({ status: "declined", decidedById: scope.userId, decidedAt: now, updatedAt: now })
      .where(and(eq(trades.agencyId, scope.agencyId), eq(trades.id, id)));
    const row = await loadTrade(tx, scope.agencyId, id);
    const told = [trade.fromUserId, trade.takerId ?? trade.toUserId].filter(
      (u): u is string => !!u && u !== scope.userId,
    );
    await tell(
      tx,
      scope,
      told,
      "warning",
      "Trade declined",
      () => `The trade of ${row.fromName}'s shift ${row.shift.title} was declined by ${row.decidedByName}.`,
    );
    return row;
  });
}

/** POST /api/trades/{id}/cancel: the offerer, while the trade is not approved. */
export async function cancelTrade(scope: AgencyScope, id: string) {
  const now = new Date();
  return scope.run(async (tx) => {
    const trade = await lockTrade(tx, scope.agencyId, id);
    if (trade.fromUserId !== scope.userId) throw forbidden(TRADE_MESSAGES.onlyOfferer);
    if (trade.status !== "offered" && trade.status !== "accepted")
      throw conflict(TRADE_MESSAGES.notCancellable);
    await tx
      .update(trades)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(trades.agencyId, scope.agencyId), eq(trades.id, id)));
    const row = await loadTrade(tx, scope.agencyId, id);
    const other = trade.takerId ?? trade.toUserId;
    if (other)
      await notify(tx, {
        agencyId: scope.agencyId,
        userId: other,
        type: "info",
        title: "Trade cancelled",
        message: `${row.fromName} cancelled the trade of ${row.shift.title}.`,
      });
    return row;
  });
}
