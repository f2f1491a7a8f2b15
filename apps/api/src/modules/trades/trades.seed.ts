/**
 * The demo's shift trades, so the Trades tab shows each of its lists: an offer on the trade board for the
 * firefighter account and one of its own in My Trades, a payback awaiting the officers' approval, and a trade
 * worked last week whose hours stand in the EMT account's ledger. Trades move whole platoon shifts between
 * members of other platoons, who are off that day, as the trades module allows; the worked one's shift is
 * already the taker's, as approval leaves it.
 */
import { randomUUID } from "node:crypto";
import type { NewShift } from "../../db/schema/scheduling";
import { tradeLedger, trades } from "../../db/schema/trades";
import {
  builtBy,
  DAY,
  type DemoContext,
  HOUR,
  insertRows,
  MINUTE,
  rowsOf,
  type SeedStep,
} from "../../db/seed/context";
import type { MemberKey } from "../../db/seed/people";

type NewTrade = typeof trades.$inferInsert;
type NewLedgerEntry = typeof tradeLedger.$inferInsert;

export function buildTrades(ctx: DemoContext, shiftRows: NewShift[]) {
  const { agencyId, idOf, now, platoonOn, shift0, at } = ctx;
  /** The first shift k (from `from` on, stepping by `step`) that platoon `platoon` works. */
  const nextOn = (platoon: "A" | "B" | "C", from: number, step = 1) => {
    let k = from;
    while (platoonOn(k) !== platoon) k += step;
    return k;
  };
  /** Member `key`'s 24-hour platoon shift k, given an id so a trade can name it. */
  const shiftOf = (key: MemberKey, k: number) => {
    const start = at(shift0 + k, 7).getTime();
    const row = shiftRows.find((s) => s.userId === idOf(key) && s.startTime.getTime() === start);
    if (!row) throw new Error(`demo: no shift ${k} for ${key}`);
    row.id ??= randomUUID();
    return row as NewShift & { id: string };
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  // Last week: Hannah Brooks (C) worked Priya Patel's A-platoon shift, to be paid back.
  const worked = shiftOf("patel", nextOn("A", -3, -1));
  worked.userId = idOf("brooks");
  const workedTradeId = randomUUID();
  // The scheduled length, as the trades module records it.
  const workedMinutes = Math.round((worked.endTime.getTime() - worked.startTime.getTime()) / MINUTE);

  /** An offer to everyone qualified, made `hours` ago. */
  const openOffer = (key: MemberKey, k: number, kind: NewTrade["kind"], note: string, hours: number) => ({
    agencyId,
    shiftId: shiftOf(key, k).id,
    fromUserId: idOf(key),
    toUserId: null,
    kind,
    note,
    createdAt: ago(hours * HOUR),
  });

  const tradeRows: NewTrade[] = [
    openOffer("obrien", nextOn("C", 2), "giveaway", "Family wedding out of town", 5),
    openOffer("kim", nextOn("A", 3), "payback", "Will pay back on any of your days", 26),
    {
      agencyId,
      shiftId: shiftOf("whitaker", nextOn("B", 2)).id,
      fromUserId: idOf("whitaker"),
      toUserId: idOf("holloway"),
      kind: "payback",
      status: "accepted",
      note: "Paramedic refresher that day",
      takerId: idOf("holloway"),
      acceptedAt: ago(3 * HOUR),
      createdAt: ago(DAY),
    },
    {
      id: workedTradeId,
      agencyId,
      shiftId: worked.id,
      fromUserId: idOf("patel"),
      toUserId: idOf("brooks"),
      kind: "payback",
      status: "approved",
      note: "Daughter's school play",
      takerId: idOf("brooks"),
      acceptedAt: new Date(worked.startTime.getTime() - 4 * DAY),
      decidedById: idOf("hale"),
      decidedAt: new Date(worked.startTime.getTime() - 3 * DAY),
      createdAt: new Date(worked.startTime.getTime() - 5 * DAY),
    },
  ];
  const tradeLedgerRows: NewLedgerEntry[] = [
    {
      agencyId,
      tradeId: workedTradeId,
      shiftId: worked.id,
      workerId: idOf("brooks"),
      ownerId: idOf("patel"),
      minutes: workedMinutes,
      createdAt: new Date(worked.startTime.getTime() - 3 * DAY),
    },
  ];
  return { tradeRows, tradeLedgerRows };
}

/** After scheduling's part, whose shifts it moves before they are written. */
export const tradesSeed: SeedStep = (ctx) => {
  const { tradeRows, tradeLedgerRows } = buildTrades(ctx, builtBy(ctx, "shiftRows", "scheduling"));
  return insertRows(rowsOf(trades, tradeRows), rowsOf(tradeLedger, tradeLedgerRows));
};
