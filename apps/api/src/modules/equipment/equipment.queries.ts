/**
 * What the equipment services share: the agency's today, the "not deleted" filter, loading one item (404
 * across agencies and after deletion), the maintenance history query and the answer shapes.
 */
import { TZDate } from "@date-fns/tz";
import {
  daysBetweenIsoDates,
  EQUIPMENT_MESSAGES,
  type Equipment,
  type MaintenanceRecord,
  maintenanceState,
} from "@rollcall/shared/equipment";
import { format, parseISO } from "date-fns";
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { equipment, maintenanceRecords } from "../../db/schema/equipment";
import { users } from "../../db/schema/users";
import { notFound } from "../../lib/errors";

export type EquipmentRow = typeof equipment.$inferSelect;

/** The agency's calendar date (yyyy-MM-dd) at `now`. */
export function agencyToday(timeZone: string, now = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** Spec 02 §9 date display: MMM d, yyyy. */
export const displayDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

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
