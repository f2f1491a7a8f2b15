/**
 * Stations and the riding positions of apparatus (the day's board): list, add, edit and delete (soft) a
 * station; read and replace an apparatus' seats in board order. Every member reads; the routes let only
 * admins write, as for equipment.
 */
import {
  isVehicleType,
  type Position,
  type positionsUpdateSchema,
  STATION_MESSAGES,
  type Station,
  type StationFormValues,
  type stationUpdateSchema,
} from "@rollcall/shared/equipment";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { apparatusPositions, equipment, stations } from "../../db/schema/equipment";
import { badRequest, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { liveEquipment, loadEquipment } from "./equipment.queries";
import { loadStation } from "./fleet.queries";

type StationRow = typeof stations.$inferSelect;
type PositionRow = typeof apparatusPositions.$inferSelect;

function toStation(row: StationRow, apparatusCount: number): Station {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    apparatusCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toPosition = (row: PositionRow): Position => ({
  id: row.id,
  equipmentId: row.equipmentId,
  name: row.name,
  sortOrder: row.sortOrder,
  requiredCertifications: row.requiredCertifications,
});

async function apparatusCount(tx: Transaction, agencyId: string, stationId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(equipment)
    .where(liveEquipment(agencyId, eq(equipment.stationId, stationId)));
  return row?.n ?? 0;
}

/** The agency's live stations by number (numerically), then name, each with how many apparatus it houses. */
export async function listStations(scope: AgencyScope): Promise<Station[]> {
  return scope.run(async (tx) => {
    const counts = tx
      .select({ stationId: equipment.stationId, n: count().as("n") })
      .from(equipment)
      .where(liveEquipment(scope.agencyId))
      .groupBy(equipment.stationId)
      .as("counts");
    const rows = await tx
      .select({ station: stations, n: counts.n })
      .from(stations)
      .leftJoin(counts, eq(counts.stationId, stations.id))
      .where(and(eq(stations.agencyId, scope.agencyId), isNull(stations.deletedAt)))
      .orderBy(
        sql`nullif(regexp_replace(${stations.number}, '\\D', '', 'g'), '')::int nulls last`,
        asc(stations.number),
        asc(stations.name),
      );
    return rows.map((r) => toStation(r.station, Number(r.n ?? 0)));
  });
}

/** A station has both coordinates or neither: a 400 on the one missing. */
function requireCoordinatePair(latitude: number | null | undefined, longitude: number | null | undefined) {
  const has = (v: number | null | undefined) => v !== null && v !== undefined;
  if (has(latitude) === has(longitude)) return;
  const field = has(latitude) ? "longitude" : "latitude";
  throw badRequest(STATION_MESSAGES.coordinatesPair, { [field]: STATION_MESSAGES.coordinatesPair });
}

export async function createStation(scope: AgencyScope, v: StationFormValues): Promise<Station> {
  requireCoordinatePair(v.latitude, v.longitude);
  return scope.run(async (tx) => {
    const [row] = await tx
      .insert(stations)
      .values({
        agencyId: scope.agencyId,
        name: v.name,
        number: v.number,
        address: v.address,
        latitude: v.latitude ?? null,
        longitude: v.longitude ?? null,
      })
      .returning();
    return toStation(row, 0);
  });
}

async function requireStation(tx: Transaction, agencyId: string, id: string) {
  const row = await loadStation(tx, agencyId, id);
  if (!row) throw notFound(STATION_MESSAGES.notFound);
  return row;
}

export async function updateStation(
  scope: AgencyScope,
  id: string,
  v: z.output<typeof stationUpdateSchema>,
): Promise<Station> {
  return scope.run(async (tx) => {
    const current = await requireStation(tx, scope.agencyId, id);
    requireCoordinatePair(
      v.latitude === undefined ? current.latitude : v.latitude,
      v.longitude === undefined ? current.longitude : v.longitude,
    );
    const changes = Object.fromEntries(Object.entries(v).filter(([, value]) => value !== undefined));
    const [row] = Object.keys(changes).length
      ? await tx
          .update(stations)
          .set(changes)
          .where(and(eq(stations.agencyId, scope.agencyId), eq(stations.id, id)))
          .returning()
      : [current];
    return toStation(row, await apparatusCount(tx, scope.agencyId, id));
  });
}

/** Soft delete: the station leaves the lists and the board; its apparatus stay, without a station. */
export async function deleteStation(scope: AgencyScope, id: string): Promise<void> {
  await scope.run(async (tx) => {
    await requireStation(tx, scope.agencyId, id);
    await tx
      .update(equipment)
      .set({ stationId: null })
      .where(and(eq(equipment.agencyId, scope.agencyId), eq(equipment.stationId, id)));
    await tx
      .update(stations)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(stations.agencyId, scope.agencyId), eq(stations.id, id)));
  });
}

/** A station id an apparatus may be given: a live station of the agency, else 400 on the field. */
export async function requireStationField(tx: Transaction, agencyId: string, id: string, message: string) {
  if (!(await loadStation(tx, agencyId, id))) throw badRequest(message, { stationId: message });
}

export function selectPositions(tx: Transaction, agencyId: string, equipmentId: string) {
  return tx
    .select()
    .from(apparatusPositions)
    .where(
      and(
        eq(apparatusPositions.agencyId, agencyId),
        eq(apparatusPositions.equipmentId, equipmentId),
        isNull(apparatusPositions.deletedAt),
      ),
    )
    .orderBy(asc(apparatusPositions.sortOrder), asc(apparatusPositions.createdAt));
}

/** An apparatus' current seats in board order; 404 for another agency's or a deleted item. */
export async function listPositions(scope: AgencyScope, equipmentId: string): Promise<Position[]> {
  return scope.run(async (tx) => {
    await loadEquipment(tx, scope.agencyId, equipmentId);
    return (await selectPositions(tx, scope.agencyId, equipmentId)).map(toPosition);
  });
}

/**
 * Replaces an apparatus' seats: listed ids keep their row (renamed, reordered, their certifications), new
 * entries are added, seats left out are retired (deleted_at), so shifts that named them keep their history.
 */
export async function replacePositions(
  scope: AgencyScope,
  equipmentId: string,
  v: z.output<typeof positionsUpdateSchema>,
): Promise<Position[]> {
  return scope.run(async (tx) => {
    const item = await loadEquipment(tx, scope.agencyId, equipmentId, { lock: true });
    if (!isVehicleType(item.type) && v.positions.length)
      throw badRequest(STATION_MESSAGES.notVehicle, { positions: STATION_MESSAGES.notVehicle });
    const current = await selectPositions(tx, scope.agencyId, equipmentId);
    const known = new Set(current.map((p) => p.id));
    v.positions.forEach((p, i) => {
      if (p.id && !known.has(p.id)) {
        const message = "Not a riding position of this apparatus";
        throw badRequest(message, { [`positions.${i}.id`]: message });
      }
    });
    const kept = new Set(v.positions.flatMap((p) => (p.id ? [p.id] : [])));
    const retired = current.filter((p) => !kept.has(p.id)).map((p) => p.id);
    if (retired.length)
      await tx
        .update(apparatusPositions)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(apparatusPositions.agencyId, scope.agencyId), inArray(apparatusPositions.id, retired)));
    for (const [i, p] of v.positions.entries()) {
      const values = { name: p.name, sortOrder: i, requiredCertifications: p.requiredCertifications };
      if (p.id)
        await tx
          .update(apparatusPositions)
          .set(values)
          .where(and(eq(apparatusPositions.agencyId, scope.agencyId), eq(apparatusPositions.id, p.id)));
      else await tx.insert(apparatusPositions).values({ agencyId: scope.agencyId, equipmentId, ...values });
    }
    return (await selectPositions(tx, scope.agencyId, equipmentId)).map(toPosition);
  });
}
