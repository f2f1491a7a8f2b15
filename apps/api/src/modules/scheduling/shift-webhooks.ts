/** Shift events for the agency's webhooks (lib/webhooks.ts): each shift as GET /api/shifts/{id} answers it. */
import type { ShiftDto } from "@rollcall/shared/scheduling";
import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { queueWebhookEvent } from "../../lib/webhooks";
import { loadShifts } from "./shift-queries";

type ShiftEvent = "shift.created" | "shift.updated" | "shift.cancelled";

/** The shifts `ids` as GET /api/shifts/{id} answers each (for other modules' events that carry a shift). */
export async function shiftsByIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  const found: ShiftDto[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const list = sql.join(
      chunk.map((id) => sql`${id}`),
      sql`, `,
    );
    found.push(...(await loadShifts(tx, sql`s.agency_id = ${agencyId} and s.id in (${list})`, chunk.length)));
  }
  return found;
}

/** Queues `event` for the shifts `ids` as they are now in the transaction (before a delete: as they were). */
export function announceShifts(tx: Transaction, agencyId: string, event: ShiftEvent, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve(0);
  return queueWebhookEvent(tx, agencyId, event, () => shiftsByIds(tx, agencyId, ids));
}
