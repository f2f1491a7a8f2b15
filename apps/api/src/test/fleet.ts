/**
 * Stations, apparatus, riding positions and shifts written straight to the database for tests and the route
 * table's catalogue (the board's fixtures), before the equipment module has routes for stations and seats.
 */
import { asPlatform, type Database } from "../db/client";
import { apparatusPositions, equipment, stations } from "../db/schema/equipment";
import { shifts } from "../db/schema/scheduling";

type Rows<T extends { $inferInsert: unknown }> = Array<Omit<T["$inferInsert"], "agencyId">>;

/** Inserts the rows into the agency, in the order their keys need. */
export function insertFleetRows(
  db: Database,
  agencyId: string,
  rows: {
    stations?: Rows<typeof stations>;
    equipment?: Rows<typeof equipment>;
    positions?: Rows<typeof apparatusPositions>;
    shifts?: Rows<typeof shifts>;
  },
) {
  const mine = <T>(list: T[] | undefined) => (list ?? []).map((r) => ({ ...r, agencyId }));
  return asPlatform(db, { agencyId, userId: null }, async (tx) => {
    if (rows.stations?.length) await tx.insert(stations).values(mine(rows.stations));
    if (rows.equipment?.length) await tx.insert(equipment).values(mine(rows.equipment));
    if (rows.positions?.length) await tx.insert(apparatusPositions).values(mine(rows.positions));
    if (rows.shifts?.length) await tx.insert(shifts).values(mine(rows.shifts));
  });
}
