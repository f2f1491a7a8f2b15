/**
 * The demo's board: this week's shifts (Monday to Sunday, UTC, the demo agency's zone) put in seats through
 * scheduling's face, one move-up made through the board's own move (a member seated at Station 2 stands by at
 * Station 1 from 13:00 to 19:00 of the shift in progress) and one seat left open on that shift (the last seat
 * of Station 1's first unit in service).
 *
 * Runs after the other parts have written (the stations, apparatus and positions are the equipment part's; the
 * shifts scheduling's): it reads them in the seed's transaction, so with no positions it does nothing. Seats go
 * by the shift's assignment first (a shift assigned "Engine 1" takes a seat of Engine 1), then in the board's
 * order, each to a member holding its certifications in force that day; a member left without a seat stands by
 * at the station of their assignment's unit (else the first station).
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, notInArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { shifts } from "../../db/schema/scheduling";
import type { SeedStep } from "../../db/seed/context";
import { DAY, HOUR } from "../../db/seed/context";
import { ROSTER } from "../../db/seed/people";
import { AppError } from "../../lib/errors";
import { type FleetApparatus, loadFleet } from "../equipment";
import { moveShiftPart, type ShiftSeat } from "../scheduling";
import { certificationsHeld, missingFor } from "./board.queries";
import { inService } from "./board.service";
import { applyMove } from "./moves.service";

type Seat = { positionId: string; required: string[]; unit: FleetApparatus };

export const boardSeed: SeedStep =
  (ctx) =>
  async ({ tx }) => {
    const { agencyId, now } = ctx;
    const fleet = await loadFleet(tx, agencyId);
    const seats: Seat[] = fleet.stations.flatMap((s) =>
      fleet.apparatus
        .filter((u) => u.stationId === s.id && inService(u.status))
        .flatMap((unit) =>
          unit.positions.map((p) => ({ positionId: p.id, required: p.requiredCertifications, unit })),
        ),
    );
    if (!seats.length || !fleet.stations.length) return;

    // This week, Monday 00:00 UTC to the next Monday; the shift in progress starts at 07:00 of day shift0.
    const weekday = (new Date(ctx.day(0)).getUTCDay() + 6) % 7;
    const weekStart = new Date(ctx.day(-weekday));
    const weekEnd = new Date(weekStart.getTime() + 7 * DAY);
    const current = ctx.at(ctx.shift0, 7);
    const stationOne = fleet.stations[0];
    const leftOpen = seats.find((s) => s.unit.stationId === stationOne.id)?.unit;
    const openSeat = leftOpen?.positions[leftOpen.positions.length - 1]?.id;

    const week = await tx
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.agencyId, agencyId),
          gte(shifts.startTime, weekStart),
          lt(shifts.startTime, weekEnd),
          isNotNull(shifts.userId),
          isNull(shifts.positionId),
          notInArray(shifts.status, ["cancelled", "open"]),
        ),
      )
      .orderBy(asc(shifts.startTime), asc(shifts.userId));
    const required = seats.flatMap((s) => s.required);
    const byStart = new Map<number, typeof week>();
    for (const s of week)
      byStart.set(s.startTime.getTime(), [...(byStart.get(s.startTime.getTime()) ?? []), s]);

    for (const [start, group] of byStart) {
      const day = new Date(start).toISOString().slice(0, 10);
      const held = await certificationsHeld(tx, agencyId, day, required);
      const taken = new Set<string>(start === current.getTime() && openSeat ? [openSeat] : []);
      // Officers first, so the officer's seats go to officers; then who fits the fewest seats (EMTs the
      // ambulance's), so a firefighter who could ride either does not take an EMT's only seat.
      const fits = (userId: string | null) =>
        seats.filter((s) => !missingFor(held, userId as string, s.required).length).length;
      // Within a rank the documented accounts choose first and take a crewed unit, so whoever signs in to look
      // finds themselves riding with a crew (My schedule), not alone on a one-seat unit.
      const ordered = [...group].sort(
        (a, b) =>
          rank(a.userId) - rank(b.userId) ||
          Number(!isAccount(a.userId)) - Number(!isAccount(b.userId)) ||
          fits(a.userId) - fits(b.userId),
      );
      for (const shift of ordered) {
        const userId = shift.userId as string;
        const free = seats.filter(
          (s) => !taken.has(s.positionId) && !missingFor(held, userId, s.required).length,
        );
        const seat =
          free.find((s) => s.unit.name === shift.assignment) ??
          (isAccount(userId) ? free.find((s) => s.unit.positions.length > 1) : undefined) ??
          free[0];
        let to: ShiftSeat;
        if (seat) {
          taken.add(seat.positionId);
          to = { stationId: seat.unit.stationId, equipmentId: seat.unit.id, positionId: seat.positionId };
        } else {
          const unit = fleet.apparatus.find((u) => u.name === shift.assignment);
          to = { stationId: unit?.stationId ?? stationOne.id, equipmentId: null, positionId: null };
        }
        await moveShiftPart(
          tx,
          agencyId,
          shift,
          { start: shift.startTime, end: shift.endTime, seat: to },
          now,
        );
      }
    }

    await moveUp(tx, ctx.agencyId, fleet.stations, current, now);
  };

const isAccount = (userId: string | null) => !!ROSTER.find((m) => m.id === userId)?.email;

const rank = (userId: string | null) => {
  const role = ROSTER.find((m) => m.id === userId)?.role;
  return role === "officer" ? 0 : role === "admin" ? 2 : 1;
};

/** A member of the shift in progress at Station 2 stands by at Station 1 from 13:00 to 19:00, moved by the captain. */
async function moveUp(
  tx: Transaction,
  agencyId: string,
  stations: { id: string; name: string }[],
  current: Date,
  now: Date,
) {
  const [one, two] = stations;
  if (!two) return;
  const [shift] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.agencyId, agencyId), eq(shifts.startTime, current), eq(shifts.stationId, two.id)))
    .orderBy(asc(shifts.userId))
    .limit(1);
  const captain = ROSTER.find((m) => m.role === "officer");
  if (!shift?.userId || !captain) return;
  // A refusal (the member's fatigue limit, say) is decided before anything is written: the demo goes on without it.
  await applyMove(
    tx,
    { agencyId, timeZone: "UTC", userId: captain.id },
    {
      userId: shift.userId,
      shiftId: shift.id,
      stationId: one.id,
      startTime: new Date(current.getTime() + 6 * HOUR).toISOString(),
      endTime: new Date(current.getTime() + 12 * HOUR).toISOString(),
    },
    now,
  ).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  });
}
