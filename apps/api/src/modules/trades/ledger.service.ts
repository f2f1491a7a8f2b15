/**
 * The trade ledger: one entry per shift a member worked for a colleague (swap and pay back later). Between two
 * members A and B, the balance is the minutes A worked for B minus the minutes B worked for A: positive, B
 * owes A. Members read their own; officers and admins may read any member's (?userId=).
 */
import { isManager } from "@rollcall/shared/roles";
import { minutesToTradeHours, TRADE_MESSAGES, type tradeLedgerSchema } from "@rollcall/shared/trades";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { shifts } from "../../db/schema/scheduling";
import { tradeLedger, trades } from "../../db/schema/trades";
import { users } from "../../db/schema/users";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

const worker = alias(users, "worker");
const owner = alias(users, "owner");
type LedgerOut = z.output<typeof tradeLedgerSchema>;
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export async function readLedger(scope: AgencyScope, userId?: string): Promise<LedgerOut> {
  const who = userId && isManager(scope) ? userId : scope.userId;
  return scope.run(async (tx) => {
    if (who !== scope.userId) {
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.agencyId, scope.agencyId), eq(users.id, who), isNull(users.deletedAt)));
      if (!member) throw badRequest(TRADE_MESSAGES.userId, { userId: TRADE_MESSAGES.userId });
    }
    const rows = await tx
      .select({
        id: tradeLedger.id,
        tradeId: tradeLedger.tradeId,
        kind: trades.kind,
        shiftTitle: shifts.title,
        shiftStart: shifts.startTime,
        workerId: tradeLedger.workerId,
        workerFirst: worker.firstName,
        workerLast: worker.lastName,
        ownerId: tradeLedger.ownerId,
        ownerFirst: owner.firstName,
        ownerLast: owner.lastName,
        minutes: tradeLedger.minutes,
        createdAt: tradeLedger.createdAt,
      })
      .from(tradeLedger)
      .innerJoin(trades, and(eq(trades.agencyId, tradeLedger.agencyId), eq(trades.id, tradeLedger.tradeId)))
      .leftJoin(shifts, and(eq(shifts.agencyId, tradeLedger.agencyId), eq(shifts.id, tradeLedger.shiftId)))
      .innerJoin(worker, and(eq(worker.agencyId, tradeLedger.agencyId), eq(worker.id, tradeLedger.workerId)))
      .innerJoin(owner, and(eq(owner.agencyId, tradeLedger.agencyId), eq(owner.id, tradeLedger.ownerId)))
      .where(
        and(
          eq(tradeLedger.agencyId, scope.agencyId),
          or(eq(tradeLedger.workerId, who), eq(tradeLedger.ownerId, who)),
        ),
      )
      .orderBy(desc(tradeLedger.createdAt), desc(tradeLedger.id));

    const pairs = new Map<
      string,
      { name: string; minutes: number; entries: LedgerOut["balances"][0]["entries"] }
    >();
    for (const r of rows) {
      const worked = r.workerId === who;
      const colleague = worked ? r.ownerId : r.workerId;
      const name = worked ? fullName(r.ownerFirst, r.ownerLast) : fullName(r.workerFirst, r.workerLast);
      const pair = pairs.get(colleague) ?? { name, minutes: 0, entries: [] };
      pair.minutes += worked ? r.minutes : -r.minutes;
      pair.entries.push({
        id: r.id,
        tradeId: r.tradeId,
        kind: r.kind,
        shiftTitle: r.shiftTitle,
        shiftStart: r.shiftStart,
        workerId: r.workerId,
        workerName: fullName(r.workerFirst, r.workerLast),
        ownerId: r.ownerId,
        ownerName: fullName(r.ownerFirst, r.ownerLast),
        hours: minutesToTradeHours(r.minutes),
        createdAt: r.createdAt,
      });
      pairs.set(colleague, pair);
    }
    const balances = [...pairs.entries()]
      .map(([id, p]) => ({
        userId: id,
        name: p.name,
        hours: minutesToTradeHours(p.minutes),
        entries: p.entries,
      }))
      .sort((a, b) => Math.abs(b.hours) - Math.abs(a.hours) || a.name.localeCompare(b.name));
    return { userId: who, balances };
  });
}
