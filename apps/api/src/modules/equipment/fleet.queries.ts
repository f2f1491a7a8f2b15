/**
 * The fleet as the schedule sees it: stations, the apparatus they house and their riding positions. The
 * shift form, minimum staffing and the day's board read it through the module's face.
 */
import { type EQUIPMENT_TYPES, isVehicleType } from "@rollcall/shared/equipment";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";

/** A riding position with the apparatus and station it belongs to (retired seats and deleted units too). */
export type SeatRow = {
  positionId: string;
  positionName: string;
  requiredCertifications: string[];
  retired: boolean;
  equipmentId: string;
  equipmentName: string;
  equipmentStatus: (typeof equipment.$inferSelect)["status"];
  equipmentDeleted: boolean;
  stationId: string | null;
};

/** The seats of these ids in the agency; ids of another agency are simply absent. */
export async function loadSeats(
  tx: Transaction,
  agencyId: string,
  ids: readonly string[],
): Promise<SeatRow[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({
      positionId: apparatusPositions.id,
      positionName: apparatusPositions.name,
      requiredCertifications: apparatusPositions.requiredCertifications,
      retiredAt: apparatusPositions.deletedAt,
      equipmentId: equipment.id,
      equipmentName: equipment.name,
      equipmentStatus: equipment.status,
      equipmentDeletedAt: equipment.deletedAt,
      stationId: equipment.stationId,
    })
    .from(apparatusPositions)
    .innerJoin(
      equipment,
      and(
        eq(equipment.agencyId, apparatusPositions.agencyId),
        eq(equipment.id, apparatusPositions.equipmentId),
      ),
    )
    .where(and(eq(apparatusPositions.agencyId, agencyId), inArray(apparatusPositions.id, [...ids])));
  return rows.map(({ retiredAt, equipmentDeletedAt, ...r }) => ({
    ...r,
    retired: retiredAt !== null || equipmentDeletedAt !== null,
    equipmentDeleted: equipmentDeletedAt !== null,
  }));
}

/** A station of the agency that has not been deleted, or null. */
export async function loadStation(tx: Transaction, agencyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(stations)
    .where(and(eq(stations.agencyId, agencyId), eq(stations.id, id), isNull(stations.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type FleetApparatus = {
  id: string;
  name: string;
  type: (typeof EQUIPMENT_TYPES)[number];
  nerisUnitType: string | null;
  status: (typeof equipment.$inferSelect)["status"];
  statusReason: string | null;
  statusSince: Date | null;
  stationId: string | null;
  crewSize: number | null;
  positions: { id: string; name: string; sortOrder: number; requiredCertifications: string[] }[];
};
export type FleetStation = { id: string; name: string; number: string | null; address: string | null };

/**
 * The agency's stations (by number, then name) and its vehicles (by name) with their current seats in board
 * order: three indexed reads, one after another (a transaction runs one statement at a time).
 */
export async function loadFleet(tx: Transaction, agencyId: string) {
  const stationRows = await tx
    .select({ id: stations.id, name: stations.name, number: stations.number, address: stations.address })
    .from(stations)
    .where(and(eq(stations.agencyId, agencyId), isNull(stations.deletedAt)))
    .orderBy(
      sql`nullif(regexp_replace(${stations.number}, '\\D', '', 'g'), '')::int nulls last`,
      asc(stations.number),
      asc(stations.name),
    );
  const vehicleRows = await tx
    .select({
      id: equipment.id,
      name: equipment.name,
      type: equipment.type,
      nerisUnitType: equipment.nerisUnitType,
      status: equipment.status,
      statusReason: equipment.statusReason,
      statusSince: equipment.statusSince,
      stationId: equipment.stationId,
      crewSize: equipment.crewSize,
    })
    .from(equipment)
    .where(and(eq(equipment.agencyId, agencyId), isNull(equipment.deletedAt)))
    .orderBy(asc(equipment.name));
  const seatRows = await tx
    .select({
      id: apparatusPositions.id,
      equipmentId: apparatusPositions.equipmentId,
      name: apparatusPositions.name,
      sortOrder: apparatusPositions.sortOrder,
      requiredCertifications: apparatusPositions.requiredCertifications,
    })
    .from(apparatusPositions)
    .where(and(eq(apparatusPositions.agencyId, agencyId), isNull(apparatusPositions.deletedAt)))
    .orderBy(asc(apparatusPositions.equipmentId), asc(apparatusPositions.sortOrder));
  const seats = new Map<string, FleetApparatus["positions"]>();
  for (const { equipmentId, ...seat } of seatRows) {
    const list = seats.get(equipmentId) ?? [];
    list.push(seat);
    seats.set(equipmentId, list);
  }
  const apparatus: FleetApparatus[] = vehicleRows
    .filter((v) => isVehicleType(v.type))
    .map((v) => ({ ...v, positions: seats.get(v.id) ?? [] }));
  return { stations: stationRows as FleetStation[], apparatus };
}
