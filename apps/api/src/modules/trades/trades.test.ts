import { TRADE_MESSAGES } from "@rollcall/shared/trades";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { asPlatform } from "../../db/client";
import { auditLogs } from "../../db/schema/audit";
import { notifications } from "../../db/schema/notifications";
import { trades } from "../../db/schema/trades";
import { databaseError } from "../../lib/errors";
import { testDay as day } from "../../test/harness";
import { type Json, twoAgencies } from "../../test/world";

const { t, a, b, officer, firefighter, emt, call, expectCall } = twoAgencies({ crew: true });

type Trade = {
  id: string;
  status: string;
  kind: string;
  takerId: string | null;
  toUserId: string | null;
  shift: { id: string; hours: number };
} & Json;
type Ledger = {
  userId: string;
  balances: { userId: string; name: string; hours: number; entries: Json[] }[];
};

const shift = (userId: string, date: string, start = "07:00", end = "19:00") =>
  expectCall<{ id: string }>(201, "POST", "/api/shifts", a.cookie, {
    title: "Engine 1",
    userId,
    startTime: `${date}T${start}`,
    endTime: `${date}T${end}`,
  });
const ownerOf = async (id: string) =>
  (await expectCall<{ userId: string }>(200, "GET", `/api/shifts/${id}`, a.cookie)).userId;
const offer = (cookie: string, body: Json) => expectCall<Trade>(201, "POST", "/api/trades", cookie, body);
const act = (id: string, what: string, cookie: string) => call("POST", `/api/trades/${id}/${what}`, cookie);
const ledger = (cookie: string, userId?: string) =>
  expectCall<Ledger>(200, "GET", `/api/trades/ledger${userId ? `?userId=${userId}` : ""}`, cookie);
const balanceWith = async (cookie: string, colleague: string) =>
  (await ledger(cookie)).balances.find((x) => x.userId === colleague)?.hours ?? 0;
const setApproval = (on: boolean) =>
  expectCall(200, "PATCH", "/api/staffing/settings", a.cookie, { tradesRequireApproval: on });

beforeEach(async () => {
  await setApproval(false);
});

describe("offering", () => {
  it("answers field messages, and a swap needs a named colleague and a return shift", async () => {
    const res = await call("POST", "/api/trades", firefighter.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ shiftId: TRADE_MESSAGES.shiftId, kind: TRADE_MESSAGES.kind });
    const own = await shift(firefighter.id, day(30));
    const swap = await call("POST", "/api/trades", firefighter.cookie, { shiftId: own.id, kind: "swap" });
    expect(swap.statusCode).toBe(400);
    expect(swap.json().errors).toEqual({
      toUserId: TRADE_MESSAGES.swapNeedsColleague,
      returnShiftId: TRADE_MESSAGES.returnShiftId,
    });
    const theirs = await shift(officer.id, day(31));
    const notTheirs = await call("POST", "/api/trades", firefighter.cookie, {
      shiftId: own.id,
      kind: "swap",
      toUserId: emt.id,
      returnShiftId: theirs.id,
    });
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json().message).toBe(TRADE_MESSAGES.returnNotTheirs);
    const self = await call("POST", "/api/trades", firefighter.cookie, {
      shiftId: own.id,
      kind: "giveaway",
      toUserId: firefighter.id,
    });
    expect(self.statusCode).toBe(400);
  });

  it("only the shift's member offers it (officers and admins on their behalf); a started shift cannot be", async () => {
    const theirs = await shift(emt.id, day(32));
    const res = await call("POST", "/api/trades", firefighter.cookie, {
      shiftId: theirs.id,
      kind: "giveaway",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TRADE_MESSAGES.notYourShift);
    const onBehalf = await offer(officer.cookie, {
      shiftId: theirs.id,
      kind: "giveaway",
      toUserId: firefighter.id,
    });
    expect(onBehalf).toMatchObject({ fromUserId: emt.id, fromName: "Priya Patel", status: "offered" });
    expect((await act(onBehalf.id, "cancel", emt.cookie)).statusCode).toBe(200);

    const started = await expectCall<{ id: string }>(201, "POST", "/api/shifts", a.cookie, {
      title: "Now",
      userId: firefighter.id,
      startTime: new Date(Date.now() - 3_600_000).toISOString(),
      endTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const late = await call("POST", "/api/trades", firefighter.cookie, {
      shiftId: started.id,
      kind: "giveaway",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TRADE_MESSAGES.shiftStarted);
  });
});

describe("a giveaway without approval", () => {
  it("completes on accept: the shift changes hands, no ledger entry, both notified", async () => {
    const s = await shift(firefighter.id, day(3));
    const open = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", note: "Anyone?" });
    // The emt sees the open one they qualify for.
    const openBoard = await expectCall<Trade[]>(200, "GET", "/api/trades", emt.cookie);
    expect(openBoard.map((x) => x.id)).toContain(open.id);
    // One open trade per shift: the offerer withdraws the open offer to name a colleague.
    expect((await act(open.id, "cancel", firefighter.cookie)).statusCode).toBe(200);
    const named = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
    const board = await expectCall<Trade[]>(200, "GET", "/api/trades", emt.cookie);
    expect(board.map((x) => x.id)).toContain(named.id);
    // The officer was not named.
    expect((await act(named.id, "accept", officer.cookie)).statusCode).toBe(403);
    expect((await act(named.id, "accept", firefighter.cookie)).statusCode).toBe(403);

    const done = await act(named.id, "accept", emt.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: "approved", takerId: emt.id, takerName: "Priya Patel" });
    expect(await ownerOf(s.id)).toBe(emt.id);
    const mine = await expectCall<Trade[]>(200, "GET", "/api/trades", firefighter.cookie);
    expect(mine.find((x) => x.id === open.id)?.status).toBe("cancelled");
    expect((await ledger(firefighter.cookie)).balances).toEqual([]);

    const told = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ userId: notifications.userId, title: notifications.title })
        .from(notifications)
        .where(eq(notifications.title, "Trade completed")),
    );
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([firefighter.id, emt.id]));
    // The audit log records the shift passing from the firefighter to the emt, by the emt.
    const audit = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityId, s.id), eq(auditLogs.action, "update"))),
    );
    expect(JSON.stringify(audit)).toContain(emt.id);
    // Done is done: no second accept, no cancel.
    expect((await act(named.id, "accept", emt.cookie)).statusCode).toBe(409);
    expect((await act(named.id, "cancel", firefighter.cookie)).statusCode).toBe(409);
  });
});

describe("a swap with approval required", () => {
  it("waits for an officer, then both shifts change hands and the ledger nets the hours", async () => {
    await setApproval(true);
    const mine = await shift(firefighter.id, day(4)); // 12 h
    const theirs = await shift(emt.id, day(5), "07:00", "15:00"); // 8 h
    const swap = await offer(firefighter.cookie, {
      shiftId: mine.id,
      kind: "swap",
      toUserId: emt.id,
      returnShiftId: theirs.id,
    });
    const accepted = await act(swap.id, "accept", emt.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe("accepted");
    expect(await ownerOf(mine.id)).toBe(firefighter.id);
    const waiting = await expectCall<Trade[]>(200, "GET", "/api/trades", officer.cookie);
    expect(waiting.find((x) => x.id === swap.id)?.status).toBe("accepted");

    // Members cannot approve or decline (403 before anything else).
    expect((await act(swap.id, "approve", firefighter.cookie)).statusCode).toBe(403);
    expect((await act(swap.id, "decline", emt.cookie)).statusCode).toBe(403);
    const approved = await act(swap.id, "approve", officer.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", decidedByName: "Marcus Hale" });
    expect(await ownerOf(mine.id)).toBe(emt.id);
    expect(await ownerOf(theirs.id)).toBe(firefighter.id);

    // The emt worked 12 h for the firefighter, who worked 8 h back: the firefighter owes 4 h.
    expect(await balanceWith(firefighter.cookie, emt.id)).toBe(-4);
    expect(await balanceWith(emt.cookie, firefighter.id)).toBe(4);
    const entries = (await ledger(emt.cookie)).balances[0].entries;
    expect(entries).toHaveLength(2);
    // Officers read a member's ledger; a member's ?userId= is ignored (their own).
    expect((await ledger(officer.cookie, firefighter.id)).userId).toBe(firefighter.id);
    expect((await ledger(emt.cookie, firefighter.id)).userId).toBe(emt.id);
    expect((await act(swap.id, "approve", officer.cookie)).statusCode).toBe(409);
  });

  it("a declined or cancelled trade moves nothing", async () => {
    await setApproval(true);
    const s = await shift(firefighter.id, day(12));
    const first = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
    expect((await act(first.id, "accept", emt.cookie)).statusCode).toBe(200);
    const declined = await act(first.id, "decline", officer.cookie);
    expect(declined.json().status).toBe("declined");
    const second = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
    expect((await act(second.id, "cancel", emt.cookie)).statusCode).toBe(403);
    expect((await act(second.id, "cancel", firefighter.cookie)).json().status).toBe("cancelled");
    expect((await act(second.id, "accept", emt.cookie)).statusCode).toBe(409);
    expect(await ownerOf(s.id)).toBe(firefighter.id);
  });
});

describe("pay back later", () => {
  it("records hours owed, and paying them back nets the balance to 0", async () => {
    const s1 = await shift(emt.id, day(6));
    const owed = await offer(emt.cookie, { shiftId: s1.id, kind: "payback", toUserId: officer.id });
    expect((await act(owed.id, "accept", officer.cookie)).statusCode).toBe(200);
    expect(await balanceWith(emt.cookie, officer.id)).toBe(-12);
    expect(await balanceWith(officer.cookie, emt.id)).toBe(12);

    const s2 = await shift(officer.id, day(7));
    const repay = await offer(officer.cookie, { shiftId: s2.id, kind: "payback", toUserId: emt.id });
    expect((await act(repay.id, "accept", emt.cookie)).statusCode).toBe(200);
    const pair = (await ledger(emt.cookie)).balances.find((x) => x.userId === officer.id);
    expect(pair?.hours).toBe(0);
    expect(pair?.entries).toHaveLength(2);
  });
});

describe("refusals", () => {
  it("refuses a trade that would double-book the taker", async () => {
    const s = await shift(firefighter.id, day(8), "08:00", "20:00");
    const tr = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
    // Scheduled after the offer was made: accepting is refused.
    const emtShift = await shift(emt.id, day(8), "07:00", "19:00");
    const res = await act(tr.id, "accept", emt.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Priya Patel is already scheduled for");
    expect(await ownerOf(s.id)).toBe(firefighter.id);

    expect((await act(tr.id, "cancel", firefighter.cookie)).statusCode).toBe(200);

    // Offering it by name to a colleague on this shift or an overlapping one is refused at once.
    const refusedTo = async (toUserId: string, who: string) => {
      const res = await call("POST", "/api/trades", firefighter.cookie, {
        shiftId: s.id,
        kind: "payback",
        toUserId,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.toUserId).toContain(`${who} is already scheduled for`);
    };
    await refusedTo(emt.id, "Priya Patel");
    const same = await shift(officer.id, day(8), "08:00", "20:00");
    await refusedTo(officer.id, "Marcus Hale");
    // Nor are they on the "Offer to" list; the shift's own member is not either.
    const eligible = await expectCall<{ id: string; name: string }[]>(
      200,
      "GET",
      `/api/trades/eligible?shiftId=${s.id}`,
      firefighter.cookie,
    );
    const ids = eligible.map((m) => m.id);
    expect(ids).not.toContain(emt.id);
    expect(ids).not.toContain(officer.id);
    expect(ids).not.toContain(firefighter.id);
    expect(ids).toContain(a.user.id);
    await expectCall(200, "DELETE", `/api/shifts/${same.id}`, a.cookie);
    await expectCall(200, "DELETE", `/api/shifts/${emtShift.id}`, a.cookie);
    const freed = (
      await expectCall<{ id: string }[]>(
        200,
        "GET",
        `/api/trades/eligible?shiftId=${s.id}`,
        firefighter.cookie,
      )
    ).map((m) => m.id);
    expect(freed).toEqual(expect.arrayContaining([emt.id, officer.id]));
    await shift(emt.id, day(8), "07:00", "19:00");

    // An open offer for a time the member is on duty is not on their board; an officer on duty then sees it
    // on the agency's list, marked as not theirs to take, and one who is free sees it takeable.
    const open = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway" });
    const board = await expectCall<Trade[]>(200, "GET", "/api/trades", emt.cookie);
    expect(board.map((x) => x.id)).not.toContain(open.id);
    const officerList = async () =>
      (await expectCall<Trade[]>(200, "GET", "/api/trades", officer.cookie)).find((x) => x.id === open.id);
    expect(await officerList()).toMatchObject({ takeable: true });
    const busy = await shift(officer.id, day(8), "12:00", "23:00");
    expect(await officerList()).toMatchObject({ takeable: false });
    expect((await act(open.id, "accept", officer.cookie)).statusCode).toBe(409);
    await expectCall(200, "DELETE", `/api/shifts/${busy.id}`, a.cookie);
    expect((await act(open.id, "cancel", firefighter.cookie)).statusCode).toBe(200);
  });

  it("refuses a taker lacking a required certification", async () => {
    const required = await expectCall<{ id: string }>(
      201,
      "POST",
      "/api/compliance/required-certifications",
      a.cookie,
      { name: "Paramedic", role: "emt" },
    );
    try {
      const s = await shift(firefighter.id, day(9));
      const tr = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
      const res = await act(tr.id, "accept", emt.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Priya Patel lacks the required certification for this shift: Paramedic",
      );
      // An open offer is not on the board of a member who could not take it.
      expect((await act(tr.id, "cancel", firefighter.cookie)).statusCode).toBe(200);
      const open = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway" });
      const board = await expectCall<Trade[]>(200, "GET", "/api/trades", emt.cookie);
      expect(board.map((x) => x.id)).not.toContain(open.id);
    } finally {
      await call("DELETE", `/api/compliance/required-certifications/${required.id}`, a.cookie);
    }
  });

  it("refuses a trade that would leave a staffing rule unmet", async () => {
    const rule = await expectCall<{ id: string }>(201, "POST", "/api/staffing/rules", a.cookie, {
      name: "Firefighter on duty",
      minimumStaff: 1,
      startTime: "07:00",
      endTime: "19:00",
      role: "firefighter",
    });
    try {
      const s = await shift(firefighter.id, day(10));
      const tr = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
      const res = await act(tr.id, "accept", emt.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^This trade would leave a staffing rule unmet: /);
      expect(await ownerOf(s.id)).toBe(firefighter.id);
      expect(
        (await expectCall<Trade[]>(200, "GET", "/api/trades", firefighter.cookie)).find((x) => x.id === tr.id)
          ?.status,
      ).toBe("offered");
    } finally {
      await call("DELETE", `/api/staffing/rules/${rule.id}`, a.cookie);
    }
  });
});

describe("one open trade per shift", () => {
  it("refuses a second open trade of the shift until the first is settled, in the database too", async () => {
    const s = await shift(firefighter.id, day(16));
    const first = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway" });
    for (const cookie of [firefighter.cookie, officer.cookie]) {
      const again = await call("POST", "/api/trades", cookie, {
        shiftId: s.id,
        kind: "payback",
        toUserId: emt.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(TRADE_MESSAGES.oneOpenTrade);
    }
    // A race past the check meets the unique index.
    const raced = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx.insert(trades).values({
        agencyId: a.user.agencyId,
        shiftId: s.id,
        fromUserId: firefighter.id,
        kind: "giveaway",
        status: "accepted",
      }),
    ).catch((error: unknown) => error);
    expect(databaseError(raced)?.constraint).toBe("trades_one_open_per_shift");
    expect((await act(first.id, "cancel", firefighter.cookie)).statusCode).toBe(200);
    const next = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway", toUserId: emt.id });
    expect((await act(next.id, "cancel", firefighter.cookie)).statusCode).toBe(200);
  });
});

describe("completion re-checks", () => {
  it("refuses when the shift changed hands after the offer, and tells the managers when approval is needed", async () => {
    await setApproval(true);
    const s = await shift(firefighter.id, day(15));
    const tr = await offer(firefighter.cookie, { shiftId: s.id, kind: "payback", toUserId: emt.id });
    expect((await act(tr.id, "accept", emt.cookie)).statusCode).toBe(200);
    const told = await asPlatform(t.db, { agencyId: a.user.agencyId, userId: null }, (tx) =>
      tx
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.title, "Trade awaiting approval")),
    );
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([officer.id, a.user.id]));
    const owedBefore = await balanceWith(emt.cookie, firefighter.id);
    await expectCall(200, "PATCH", `/api/shifts/${s.id}`, a.cookie, { userId: officer.id });
    const res = await act(tr.id, "approve", officer.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRADE_MESSAGES.shiftChangedHands);
    expect(await ownerOf(s.id)).toBe(officer.id);
    expect(await balanceWith(emt.cookie, firefighter.id)).toBe(owedBefore);
  });
});

describe("isolation and races", () => {
  it("answers 404 for another agency's trade and shift", async () => {
    const s = await shift(firefighter.id, day(13));
    const tr = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway" });
    for (const what of ["accept", "approve", "decline", "cancel"])
      expect((await act(tr.id, what, b.cookie)).statusCode).toBe(404);
    const foreign = await call("POST", "/api/trades", b.cookie, { shiftId: s.id, kind: "giveaway" });
    expect(foreign.statusCode).toBe(404);
    expect(await expectCall<Trade[]>(200, "GET", "/api/trades", b.cookie)).toEqual([]);
    const eligible = await call("GET", `/api/trades/eligible?shiftId=${s.id}`, b.cookie);
    expect(eligible.statusCode).toBe(404);
    expect(eligible.json().message).toBe(TRADE_MESSAGES.shiftNotFound);
    expect((await call("GET", "/api/trades/eligible?shiftId=nope", firefighter.cookie)).statusCode).toBe(400);
    expect((await act(tr.id, "cancel", firefighter.cookie)).statusCode).toBe(200);
  });

  it("two members accepting one open offer at once: one wins, the other gets 409", async () => {
    const s = await shift(firefighter.id, day(14));
    const tr = await offer(firefighter.cookie, { shiftId: s.id, kind: "giveaway" });
    const answers = await Promise.all([
      act(tr.id, "accept", emt.cookie),
      act(tr.id, "accept", officer.cookie),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)?.json().takerId;
    expect(await ownerOf(s.id)).toBe(winner);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(TRADE_MESSAGES.notOpen);
  });
});
