/** What other modules read of the trades: the completed trades of shifts in a stretch of time (the daily roster). */
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import { trades } from "../../db/schema/trades";
import { users } from "../../db/schema/users";

const giver = alias(users, "giver");
const worker = alias(users, "worker");

/** Approved (completed) trades whose shift overlaps [start, end): who gave it, who works it, the shift's times. */
export function approvedTradesBetween(tx: Transaction, agencyId: string, start: Date, end: Date) {
  return tx
    .select({
      tradeId: trades.id,
      kind: trades.kind,
      shiftId: trades.shiftId,
      title: shifts.title,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      fromFirstName: giver.firstName,
      fromLastName: giver.lastName,
      toFirstName: worker.firstName,
      toLastName: worker.lastName,
    })
    .from(trades)
    .innerJoin(shifts, and(eq(shifts.agencyId, trades.agencyId), eq(shifts.id, trades.shiftId)))
    .innerJoin(giver, and(eq(giver.agencyId, trades.agencyId), eq(giver.id, trades.fromUserId)))
    .leftJoin(worker, and(eq(worker.agencyId, shifts.agencyId), eq(worker.id, shifts.userId)))
    .where(
      and(
        eq(trades.agencyId, agencyId),
        eq(trades.status, "approved"),
        lt(shifts.startTime, end),
        gt(shifts.endTime, start),
      ),
    )
    .orderBy(asc(shifts.startTime));
}
