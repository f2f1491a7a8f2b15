/** Shift events for the agency's webhooks (lib/webhooks.ts): each shift as GET /api/shifts/{id} answers it. */
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { pgArray } from "../../lib/sql";
import { queueWebhookEvent } from "../../lib/webhooks";
import { loadShifts } from "./shift-queries";

type ShiftEvent = "shift.created" | "shift.updated" | "shift.cancelled";

/** The shifts `ids` as GET /api/shifts/{id} answers each (for other modules' events that carry a shift). */
export function shiftsByIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  return loadShifts(tx, sql`s.agency_id = ${agencyId} and s.id = any(${pgArray(ids)}::uuid[])`, ids.length);
}

/** Queues `event` for the shifts `ids` as they are now in the transaction (before a delete: as they were). */
export function announceShifts(tx: Transaction, agencyId: string, event: ShiftEvent, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve(0);
  return queueWebhookEvent(tx, agencyId, event, () => shiftsByIds(tx, agencyId, ids));
}
