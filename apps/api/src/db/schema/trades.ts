import { TRADE_KINDS, TRADE_STATUSES } from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencyFk, agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { shifts } from "./scheduling";
import { memberFk } from "./users";

/**
 * A shift offered by its member (from) to a chosen colleague (to) or to everyone qualified (to null); taken by
 * the member who accepts (taker); approved by an officer where the agency requires it, which moves the shift.
 */
export const trades = pgTable(
  "trades",
  {
    ...agencyKey(),
    shiftId: uuid("shift_id").notNull(),
    fromUserId: uuid("from_user_id").notNull(),
    toUserId: uuid("to_user_id"),
    kind: text("kind", { enum: TRADE_KINDS }).notNull(),
    // For a swap: the taker's shift that comes back to the offering member.
    returnShiftId: uuid("return_shift_id"),
    status: text("status", { enum: TRADE_STATUSES }).notNull().default("offered"),
    note: text("note"),
    takerId: uuid("taker_id"),
    acceptedAt: timestamp("accepted_at", tz),
    decidedById: uuid("decided_by_id"),
    decidedAt: timestamp("decided_at", tz),
    ...timestamps(),
  },
  (t) => [
    agencyPk("trades_pkey", t),
    agencyFk("trades_shift_fk", t.agencyId, t.shiftId, shifts).onDelete("cascade"),
    agencyFk("trades_return_shift_fk", t.agencyId, t.returnShiftId, shifts).onDelete("cascade"),
    memberFk("trades_from_user_fk", t.agencyId, t.fromUserId),
    memberFk("trades_to_user_fk", t.agencyId, t.toUserId),
    memberFk("trades_taker_fk", t.agencyId, t.takerId),
    memberFk("trades_decided_by_fk", t.agencyId, t.decidedById),
    index("trades_agency_status_idx").on(t.agencyId, t.status),
    index("trades_agency_shift_idx").on(t.agencyId, t.shiftId),
    // One open trade per shift (the service says so first; this holds under a race).
    uniqueIndex("trades_one_open_per_shift")
      .on(t.agencyId, t.shiftId)
      .where(sql`${t.status} in ('offered', 'accepted')`),
    enumCheck("trades_kind_check", t.kind, TRADE_KINDS),
    enumCheck("trades_status_check", t.status, TRADE_STATUSES),
  ],
);

/**
 * The trade ledger: one entry per shift worked for a colleague (worker covered owner's shift, minutes long).
 * Between two members, the balance is what each worked for the other, netted; it has its history here.
 */
export const tradeLedger = pgTable(
  "trade_ledger",
  {
    ...agencyKey(),
    tradeId: uuid("trade_id").notNull(),
    shiftId: uuid("shift_id"),
    workerId: uuid("worker_id").notNull(),
    ownerId: uuid("owner_id").notNull(),
    minutes: integer("minutes").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("trade_ledger_pkey", t),
    agencyFk("trade_ledger_trade_fk", t.agencyId, t.tradeId, trades).onDelete("cascade"),
    memberFk("trade_ledger_worker_fk", t.agencyId, t.workerId),
    memberFk("trade_ledger_owner_fk", t.agencyId, t.ownerId),
    index("trade_ledger_agency_worker_idx").on(t.agencyId, t.workerId),
    index("trade_ledger_agency_owner_idx").on(t.agencyId, t.ownerId),
    check("trade_ledger_minutes_check", sql`${t.minutes} >= 0`),
  ],
);

export type Trade = typeof trades.$inferSelect;
export type TradeLedgerEntry = typeof tradeLedger.$inferSelect;
