/**
 * Equipment: the agency's list, one item with its maintenance history, add / edit / schedule / delete (soft),
 * and recording a completed maintenance. The routes let only admins write; every member reads.
 */
import {
  EQUIPMENT_MESSAGES,
  type Equipment,
  type EquipmentDetail,
  type EquipmentFormValues,
  type EquipmentUpdateValues,
  isReady,
  type MaintenanceCompletionValues,
} from "@rollcall/shared/equipment";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { equipment, maintenanceRecords, type NewEquipment } from "../../db/schema/equipment";
import { agencyToday } from "../../lib/dates";
import { badRequest, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import {
  type EquipmentRow,
  liveEquipment,
  loadEquipment,
  selectMaintenanceRecords,
  toEquipment,
} from "./equipment.queries";
import { requireStationField, selectPositions, toPosition } from "./stations.service";

/** What the services need from the app: the public address QR labels point to. */
export type EquipmentDeps = { publicUrl: string };

const byName = [asc(sql`lower(${equipment.name})`), asc(equipment.name), asc(equipment.id)];

/** Every live item of the agency, by name. */
export async function listEquipment(scope: AgencyScope, deps: EquipmentDeps): Promise<Equipment[]> {
  const today = agencyToday(scope.timeZone);
  const rows = await scope.run((tx) =>
    tx
      .select()
      .from(equipment)
      .where(liveEquipment(scope.agencyId))
      .orderBy(...byName),
  );
  return rows.map((row) => toEquipment(row, today, deps.publicUrl));
}

async function detail(
  tx: Transaction,
  scope: AgencyScope,
  row: EquipmentRow,
  deps: EquipmentDeps,
): Promise<EquipmentDetail> {
  const history = await selectMaintenanceRecords(
    tx,
    scope.agencyId,
    eq(maintenanceRecords.equipmentId, row.id),
  );
  const positions = await selectPositions(tx, scope.agencyId, row.id);
  return {
    ...toEquipment(row, agencyToday(scope.timeZone), deps.publicUrl),
    positions: positions.map(toPosition),
    maintenanceHistory: history,
    totalMaintenanceCostCents: history.reduce((sum, r) => sum + r.costCents, 0),
  };
}

/** One item with its maintenance history (newest first); 404 for another agency's id or a deleted item. */
export function getEquipment(scope: AgencyScope, id: string, deps: EquipmentDeps): Promise<EquipmentDetail> {
  return scope.run(async (tx) => detail(tx, scope, await loadEquipment(tx, scope.agencyId, id), deps));
}

export async function createEquipment(
  scope: AgencyScope,
  v: EquipmentFormValues,
  deps: EquipmentDeps,
): Promise<Equipment> {
  const [row] = await scope.run(async (tx) => {
    if (v.stationId) await requireStationField(tx, scope.agencyId, v.stationId, EQUIPMENT_MESSAGES.station);
    return tx
      .insert(equipment)
      .values({
        agencyId: scope.agencyId,
        name: v.name,
        type: v.type,
        model: v.model,
        serialNumber: v.serialNumber,
        location: v.location,
        status: v.status,
        lastMaintenanceDate: v.lastMaintenanceDate,
        nextMaintenanceDate: v.nextMaintenanceDate,
        crewSize: v.crewSize,
        nerisUnitType: v.nerisUnitType,
        stationId: v.stationId,
        // A reason only while the unit is not ready; the status holds since now.
        statusReason: isReady(v.status) ? null : v.statusReason,
        statusSince: new Date(),
      })
      .returning();
  });
  return toEquipment(row, agencyToday(scope.timeZone), deps.publicUrl);
}

const UPDATABLE = [
  "name",
  "type",
  "model",
  "serialNumber",
  "location",
  "status",
  "lastMaintenanceDate",
  "nextMaintenanceDate",
  "crewSize",
  "nerisUnitType",
  "stationId",
  "statusReason",
] as const satisfies ReadonlyArray<keyof EquipmentUpdateValues>;

/** A new status holds since now; a unit back in service carries no reason for being out. */
function statusChanges(
  current: EquipmentRow,
  status: EquipmentRow["status"] | undefined,
  reason?: string | null,
): Partial<NewEquipment> {
  const next = status ?? current.status;
  return {
    ...(status !== undefined && status !== current.status ? { statusSince: new Date() } : {}),
    ...(isReady(next) && (current.statusReason !== null || reason) ? { statusReason: null } : {}),
  };
}

const nextBeforeLast = () =>
  badRequest(EQUIPMENT_MESSAGES.nextBeforeLast, { nextMaintenanceDate: EQUIPMENT_MESSAGES.nextBeforeLast });

/** Any of the fields (Edit, Schedule Maintenance, Reschedule); the dates are checked against the stored ones. */
export async function updateEquipment(
  scope: AgencyScope,
  id: string,
  v: EquipmentUpdateValues,
  deps: EquipmentDeps,
): Promise<Equipment> {
  const row = await scope.run(async (tx) => {
    const current = await loadEquipment(tx, scope.agencyId, id, { lock: true });
    const last = v.lastMaintenanceDate !== undefined ? v.lastMaintenanceDate : current.lastMaintenanceDate;
    const next = v.nextMaintenanceDate !== undefined ? v.nextMaintenanceDate : current.nextMaintenanceDate;
    if (last && next && next < last) throw nextBeforeLast();

    if (v.stationId && v.stationId !== current.stationId)
      await requireStationField(tx, scope.agencyId, v.stationId, EQUIPMENT_MESSAGES.station);

    const changes: Partial<NewEquipment> = {};
    for (const key of UPDATABLE) if (v[key] !== undefined) Object.assign(changes, { [key]: v[key] });
    Object.assign(changes, statusChanges(current, changes.status, changes.statusReason));
    if (!Object.keys(changes).length) return current;
    const [updated] = await tx
      .update(equipment)
      .set(changes)
      .where(liveEquipment(scope.agencyId, eq(equipment.id, id)))
      .returning();
    return updated;
  });
  return toEquipment(row, agencyToday(scope.timeZone), deps.publicUrl);
}

/**
 * Soft delete: the item leaves every list, count and report, while its maintenance history and the
 * incident reports that name it keep their rows.
 */
export async function deleteEquipment(scope: AgencyScope, id: string): Promise<void> {
  const deleted = await scope.run((tx) =>
    tx
      .update(equipment)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(equipment.agencyId, scope.agencyId), eq(equipment.id, id), isNull(equipment.deletedAt)))
      .returning({ id: equipment.id }),
  );
  if (!deleted.length) throw notFound(EQUIPMENT_MESSAGES.notFound);
}

/**
 * Complete: records the maintenance (date, notes, cost, the signed-in admin) in the item's history and, in
 * the same transaction, moves the item on: last maintenance = the date performed (unless a later one is
 * already on record, so entering an old service does not rewind it), next maintenance and status as chosen.
 */
export async function completeMaintenance(
  scope: AgencyScope,
  id: string,
  v: MaintenanceCompletionValues,
  deps: EquipmentDeps,
): Promise<EquipmentDetail> {
  const today = agencyToday(scope.timeZone);
  if (v.performedOn > today)
    throw badRequest(EQUIPMENT_MESSAGES.performedInFuture, {
      performedOn: EQUIPMENT_MESSAGES.performedInFuture,
    });
  return scope.run(async (tx) => {
    const current = await loadEquipment(tx, scope.agencyId, id, { lock: true });
    const last =
      current.lastMaintenanceDate && current.lastMaintenanceDate > v.performedOn
        ? current.lastMaintenanceDate
        : v.performedOn;
    if (v.nextMaintenanceDate && v.nextMaintenanceDate < last) throw nextBeforeLast();

    await tx.insert(maintenanceRecords).values({
      agencyId: scope.agencyId,
      equipmentId: id,
      performedOn: v.performedOn,
      notes: v.notes,
      costCents: v.costCents,
      performedById: scope.userId,
    });
    const [updated] = await tx
      .update(equipment)
      .set({
        lastMaintenanceDate: last,
        nextMaintenanceDate: v.nextMaintenanceDate,
        status: v.status,
        ...statusChanges(current, v.status),
      })
      .where(liveEquipment(scope.agencyId, eq(equipment.id, id)))
      .returning();
    return detail(tx, scope, updated, deps);
  });
}

/** What an item's QR code and printed label show: the live item and its agency's name (404 otherwise). */
export function labelSubject(
  scope: AgencyScope,
  id: string,
): Promise<{ item: EquipmentRow; agencyName: string }> {
  return scope.run(async (tx) => {
    const item = await loadEquipment(tx, scope.agencyId, id);
    const [agency] = await tx
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, scope.agencyId));
    return { item, agencyName: agency?.name ?? "" };
  });
}
