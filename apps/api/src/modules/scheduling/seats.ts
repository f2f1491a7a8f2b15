/**
 * The seat a shift (or a rotation's shifts) names: the station it works at, the apparatus it rides and the
 * riding position on it. A position fixes the apparatus (another named apparatus is refused); the station
 * defaults to the apparatus's own; a shift with only a station is allowed.
 */
import { SHIFT_MESSAGES } from "@rollcall/shared/scheduling";
import type { Transaction } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { loadSeats, loadStation, type SeatRow } from "../equipment";
import { requireVehicle, selectVehicles } from "../staffing";

export type Seat = { equipmentId: string | null; stationId: string | null; positionId: string | null };

/**
 * The live riding positions of these ids, by id; 400 on `field` when one is not a live position of the
 * agency (retired, on a deleted apparatus, or another agency's).
 */
export async function requirePositions(
  tx: Transaction,
  agencyId: string,
  ids: readonly string[],
  field = "positionId",
): Promise<Map<string, SeatRow>> {
  const unique = [...new Set(ids)];
  const seats = new Map((await loadSeats(tx, agencyId, unique)).map((s) => [s.positionId, s]));
  if (unique.some((id) => !seats.get(id) || seats.get(id)?.retired))
    throw badRequest(SHIFT_MESSAGES.position, { [field]: SHIFT_MESSAGES.position });
  return seats;
}

/** 400 on stationId unless `id` is a live station of the agency. */
export async function requireStation(tx: Transaction, agencyId: string, id: string) {
  if (!(await loadStation(tx, agencyId, id)))
    throw badRequest(SHIFT_MESSAGES.station, { stationId: SHIFT_MESSAGES.station });
}

/**
 * The seat as stored, from what the form names. `kept` is the stored seat on an edit: an id it already holds
 * is kept without checking it again (a seat retired since does not block editing the shift's other fields).
 * `seats` may hold positions already checked (a rotation checks all of its members' at once).
 */
export async function resolveSeat(
  tx: Transaction,
  agencyId: string,
  named: Seat,
  kept: Seat | null = null,
  seats?: Map<string, SeatRow>,
): Promise<Seat> {
  let { equipmentId, stationId } = named;
  const { positionId } = named;
  let apparatusStation: string | null = null;
  if (positionId) {
    const seat =
      seats?.get(positionId) ??
      (positionId === kept?.positionId
        ? (await loadSeats(tx, agencyId, [positionId]))[0]
        : (await requirePositions(tx, agencyId, [positionId])).get(positionId));
    if (!seat || (equipmentId && equipmentId !== seat.equipmentId))
      throw badRequest(SHIFT_MESSAGES.position, { positionId: SHIFT_MESSAGES.position });
    equipmentId = seat.equipmentId;
    apparatusStation = seat.stationId;
  } else if (equipmentId && equipmentId !== kept?.equipmentId) {
    apparatusStation = (await requireVehicle(tx, equipmentId, "equipmentId", SHIFT_MESSAGES.apparatus))
      .stationId;
  } else if (equipmentId && !stationId) {
    // The apparatus it already rode: its station if it is still in service, else none.
    apparatusStation =
      (await selectVehicles(tx, [equipmentId])
        .limit(1)
        .then((rows) => rows[0]?.stationId)) ?? null;
  }
  if (stationId) {
    if (stationId !== kept?.stationId) await requireStation(tx, agencyId, stationId);
  } else stationId = apparatusStation;
  return { equipmentId: equipmentId ?? null, stationId: stationId ?? null, positionId: positionId ?? null };
}
