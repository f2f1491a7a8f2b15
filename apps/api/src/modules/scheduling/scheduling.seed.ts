/** Scheduling's part of the demo: its shifts (scheduling and the time clock). */
import type { Role } from "@rollcall/shared/roles";
import { type NewShift, shifts } from "../../db/schema/scheduling";
import {
  completed,
  type DemoContext,
  insertRows,
  MINUTE,
  rand,
  rowsOf,
  type SeedStep,
} from "../../db/seed/context";
import { type MemberKey, ROSTER } from "../../db/seed/people";

/** Paid 12-hour relief shifts worked by the part-time members: [day offset from today's shift, member]. */
const RELIEF_SHIFTS: ReadonlyArray<[number, MemberKey]> = [
  [-13, "lindqvist"],
  [-11, "washington"],
  [-9, "park"],
  [-6, "lindqvist"],
  [-4, "washington"],
  [-2, "park"],
  [-1, "lindqvist"],
  [2, "washington"],
  [5, "park"],
  [9, "lindqvist"],
  [12, "washington"],
];
const RELIEF_RATE_CENTS: Partial<Record<Role, number>> = { firefighter: 2850, emt: 2650 };

/** The 24/48 platoon schedule two weeks either side of today, paid relief shifts and open shifts. */
export function buildShifts(ctx: DemoContext) {
  const { agencyId, at, idOf, member, shift0, platoonOn } = ctx;

  const shiftRows: NewShift[] = [];
  for (let k = -14; k <= 14; k++) {
    const start = at(shift0 + k, 7);
    const end = at(shift0 + k + 1, 7);
    const platoon = platoonOn(k);
    for (const m of ROSTER) {
      if (m.platoon !== platoon) continue;
      const base = {
        agencyId,
        userId: idOf(m.key as MemberKey),
        title: `${platoon} Platoon - 24 Hour`,
        startTime: start,
        endTime: end,
        assignment: m.post,
      };
      if (k < 0) shiftRows.push({ ...base, ...completed(start, end) });
      else if (k === 0)
        shiftRows.push({
          ...base,
          status: "active",
          checkedIn: true,
          actualStartTime: new Date(start.getTime() - rand(2, 9) * MINUTE),
        });
      else shiftRows.push({ ...base, status: "scheduled" });
    }
  }
  for (const [k, key] of RELIEF_SHIFTS) {
    const m = member(key);
    const start = at(shift0 + k, 7);
    const end = at(shift0 + k, 19);
    const base = {
      agencyId,
      userId: idOf(key),
      title: "Day Relief (Paid)",
      startTime: start,
      endTime: end,
      assignment: m.post,
      isPaid: true,
      hourlyRateCents: RELIEF_RATE_CENTS[m.role] ?? 2850,
    };
    if (k < 0) {
      const paymentStatus =
        k <= -9 ? ("paid" as const) : k <= -4 ? ("approved" as const) : ("pending" as const);
      shiftRows.push({ ...base, ...completed(start, end), paymentStatus });
    } else shiftRows.push({ ...base, status: "scheduled" });
  }
  // Coverage requests next week: nobody assigned yet.
  const openShift = (
    assignment: string,
    what: string,
    startTime: Date,
    endTime: Date,
    rateCents: number,
  ) => ({
    agencyId,
    userId: null,
    title: `Open Shift - ${assignment} ${what}`,
    assignment,
    status: "open" as const,
    startTime,
    endTime,
    isPaid: true,
    hourlyRateCents: rateCents,
    minStaff: 1,
    maxStaff: 1,
  });
  shiftRows.push(
    openShift("Engine 1", "Overtime", at(shift0 + 4, 7), at(shift0 + 4, 19), 2850),
    openShift("Medic 3", "Night Coverage", at(shift0 + 6, 19), at(shift0 + 7, 7), 2650),
  );

  return shiftRows;
}

/** Written after every part has built: trades give some of these shifts an id and a taker first. */
export const schedulingSeed: SeedStep = (ctx) => {
  const shiftRows = buildShifts(ctx);
  ctx.built.shiftRows = shiftRows;
  return insertRows(rowsOf(shifts, shiftRows));
};
