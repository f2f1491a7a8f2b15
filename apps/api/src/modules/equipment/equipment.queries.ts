/**
 * What the equipment services share: the agency's today, the "not deleted" filter, loading one item (404
 * across agencies and after deletion), the maintenance history query and the answer shapes.
 */
import {
  daysBetweenIsoDates,
  EQUIPMENT_MESSAGES,
  type Equipment,
  type MaintenanceRecord,
  maintenanceState,
} from "@rollcall/shared/equipment";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { equipment, maintenanceRecords } from "../../db/schema/equipment";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";

export type EquipmentRow = typeof equipment.$inferSelect;

/** Spec 02 §9 date display, for the module's reports. */
export { displayDate } from "../../lib/dates";

/** The agency's items that have not been deleted (deleted ones stay for history and incident reports). */
export const liveEquipment = (agencyId: string, where?: SQL) =>
  and(eq(equipment.agencyId, agencyId), isNull(equipment.deletedAt), where);

/** One live item of the agency, or 404 (another agency's id answers exactly like a missing one). */
export async function loadEquipment(
  tx: Transaction,
  agencyId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EquipmentRow> {
  const query = tx
    .select()
    .from(equipment)
    .where(liveEquipment(agencyId, eq(equipment.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound(EQUIPMENT_MESSAGES.notFound);
  return row;
}

export const itemUrl = (publicUrl: string, id: string) => `${publicUrl}/assets/${id}`;

export function toEquipment(row: EquipmentRow, today: string, publicUrl: string): Equipment {
  return {
    id: row.id,
    agencyId: row.agencyId,
    name: row.name,
    type: row.type,
    model: row.model,
    serialNumber: row.serialNumber,
    location: row.location,
    status: row.status,
    lastMaintenanceDate: row.lastMaintenanceDate,
    nextMaintenanceDate: row.nextMaintenanceDate,
    crewSize: row.crewSize,
    nerisUnitType: row.nerisUnitType,
    stationId: row.stationId,
    statusReason: row.statusReason,
    statusSince: row.statusSince?.toISOString() ?? null,
    maintenanceState: maintenanceState(row.nextMaintenanceDate, today),
    daysUntilMaintenance: row.nextMaintenanceDate
      ? daysBetweenIsoDates(today, row.nextMaintenanceDate)
      : null,
    itemUrl: itemUrl(publicUrl, row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Maintenance records with the name of who recorded them, newest first; `where` narrows them. */
export async function selectMaintenanceRecords(
  tx: Transaction,
  agencyId: string,
  where?: SQL,
): Promise<MaintenanceRecord[]> {
  const rows = await tx
    .select({ record: maintenanceRecords, firstName: users.firstName, lastName: users.lastName })
    .from(maintenanceRecords)
    .leftJoin(
      users,
      and(eq(users.agencyId, maintenanceRecords.agencyId), eq(users.id, maintenanceRecords.performedById)),
    )
    .where(and(eq(maintenanceRecords.agencyId, agencyId), where))
    .orderBy(desc(maintenanceRecords.performedOn), desc(maintenanceRecords.createdAt));
  return rows.map(({ record, firstName, lastName }) => ({
    id: record.id,
    equipmentId: record.equipmentId,
    performedOn: record.performedOn,
    notes: record.notes,
    costCents: record.costCents,
    performedById: record.performedById,
    performedByName: firstName === null ? null : `${firstName} ${lastName ?? ""}`.trim(),
    createdAt: record.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// What other modules ask (the dashboard, the notification jobs)
// ---------------------------------------------------------------------------------------------------------

/** Live items with status "available" (a count for readCounts). */
export function availableEquipmentCount(tx: Transaction, agencyId: string) {
  return tx
    .select({ value: count() })
    .from(equipment)
    .where(liveEquipment(agencyId, eq(equipment.status, "available")));
}

/**
 * Live items in the shop or past their next maintenance date: overdue ones by their due date, items in the
 * shop as if due today; the first `limit`.
 */
export function equipmentNeedingAttention(tx: Transaction, agencyId: string, today: string, limit: number) {
  return tx
    .select({
      id: equipment.id,
      name: equipment.name,
      status: equipment.status,
      date: equipment.nextMaintenanceDate,
    })
    .from(equipment)
    .where(
      liveEquipment(
        agencyId,
        or(eq(equipment.status, "maintenance"), lt(equipment.nextMaintenanceDate, today)),
      ),
    )
    .orderBy(
      sql`least(coalesce(${equipment.nextMaintenanceDate}, ${today}::date), ${today}::date)`,
      asc(equipment.name),
    )
    .limit(limit);
}

/** The first `limit` live items, those needing attention (out of service, in the shop) first. */
export function equipmentByStatus(tx: Transaction, agencyId: string, limit: number) {
  return tx
    .select({
      id: equipment.id,
      name: equipment.name,
      type: equipment.type,
      status: equipment.status,
      location: equipment.location,
    })
    .from(equipment)
    .where(liveEquipment(agencyId))
    .orderBy(
      sql`case ${equipment.status} when 'out_of_service' then 0 when 'maintenance' then 1 when 'in_service' then 2 else 3 end`,
      asc(equipment.name),
    )
    .limit(limit);
}

/** Live items whose next maintenance falls on or before `dueBy` (overdue ones included). */
export function maintenanceDueBy(tx: Transaction, agencyId: string, dueBy: string) {
  return tx
    .select({ id: equipment.id, name: equipment.name, dueDate: equipment.nextMaintenanceDate })
    .from(equipment)
    .where(
      liveEquipment(
        agencyId,
        and(isNotNull(equipment.nextMaintenanceDate), lte(equipment.nextMaintenanceDate, dueBy)),
      ),
    );
}

/** Which of `ids` are live items of the agency (an automation rule's equipment). */
export async function liveEquipmentIds(tx: Transaction, agencyId: string, ids: readonly string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await tx
    .select({ id: equipment.id })
    .from(equipment)
    .where(liveEquipment(agencyId, inArray(equipment.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * A work order (an automation rule): the item goes to the shop (status maintenance) with its next maintenance
 * on `date`, never before its last one. Null when the item is gone.
 */
export async function scheduleMaintenance(tx: Transaction, agencyId: string, id: string, date: string) {
  const [row] = await tx
    .update(equipment)
    .set({
      status: "maintenance",
      nextMaintenanceDate: sql`greatest(${date}::date, coalesce(${equipment.lastMaintenanceDate}, ${date}::date))`,
    })
    .where(liveEquipment(agencyId, eq(equipment.id, id)))
    .returning({ name: equipment.name, nextMaintenanceDate: equipment.nextMaintenanceDate });
  return row ?? null;
}
