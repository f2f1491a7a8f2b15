/** Fire rotations: a rotation's 24-hour shifts for the chosen platoons, generated in one request. */
import { randomUUID } from "node:crypto";
import {
  MAX_ROTATION_SHIFTS,
  type Platoon,
  ROTATION_MESSAGES,
  ROTATIONS,
  type RotationValues,
  SHIFT_MESSAGES,
} from "@rollcall/shared/scheduling";
import type { NewShift } from "../../db/schema/scheduling";
import { badRequest } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { setPlatoon } from "../users";
import { rotationShifts } from "./recurrence";
import { requirePositions, resolveSeat, type Seat } from "./seats";
import { notifyShiftEvents, type ShiftEvent } from "./shift-notifications";
import { insertShifts, membersById, refuseOverlaps } from "./shift-queries";
import { announceShifts } from "./shift-webhooks";

/**
 * Generates a rotation's 24-hour shifts for the chosen platoons, one per member per duty day, in one
 * multi-row insert. Each member's shifts form a series (so "this and following" edits work on them), and each
 * member's platoon is set to the one they were given. The shifts name the rotation's station and apparatus,
 * and each member's riding position when they were given one (validated as a shift's seat).
 */
export async function createRotation(scope: AgencyScope, v: RotationValues) {
  const tz = scope.timeZone;
  const used = ROTATIONS[v.pattern].platoons;
  const platoons = Object.fromEntries(used.map((p) => [p, v.platoons[p] ?? []]));
  const generated = rotationShifts(v.pattern, v.startDate, v.endDate, v.startTime, platoons, tz);
  if (generated.length > MAX_ROTATION_SHIFTS)
    throw badRequest(ROTATION_MESSAGES.tooMany, { endDate: ROTATION_MESSAGES.tooMany });
  const memberIds = [...new Set(Object.values(platoons).flat())];

  return scope.run(async (tx) => {
    const members = await membersById(tx, scope.agencyId, memberIds);
    const missing = memberIds.find((id) => !members.has(id));
    if (missing)
      throw badRequest(SHIFT_MESSAGES.userNotMember, {
        platoons: SHIFT_MESSAGES.userNotMember,
        userId: SHIFT_MESSAGES.userNotMember,
      });
    // Each member's seat: their position (on the rotation's apparatus, if it names one), else the rotation's.
    const seats = await requirePositions(tx, scope.agencyId, Object.values(v.positions), "positions");
    if (v.equipmentId && [...seats.values()].some((seat) => seat.equipmentId !== v.equipmentId))
      throw badRequest(SHIFT_MESSAGES.position, { positions: SHIFT_MESSAGES.position });
    const shared = { equipmentId: v.equipmentId, stationId: v.stationId, positionId: null };
    const common = await resolveSeat(tx, scope.agencyId, shared);
    const seatOf = new Map<string, Seat>();
    for (const [userId, positionId] of Object.entries(v.positions))
      seatOf.set(userId, await resolveSeat(tx, scope.agencyId, { ...shared, positionId }, null, seats));
    if (!v.allowOverlap) await refuseOverlaps(tx, scope, generated);

    const seriesOf = new Map(memberIds.map((id) => [id, randomUUID()]));
    const parentOf = new Map<string, string>();
    const rows: NewShift[] = generated.map((g) => {
      const id = randomUUID();
      const parent = parentOf.get(g.userId);
      if (!parent) parentOf.set(g.userId, id);
      return {
        agencyId: scope.agencyId,
        id,
        userId: g.userId,
        title: `${g.platoon} Platoon - 24 Hour`,
        startTime: g.start,
        endTime: g.end,
        assignment: v.assignment,
        ...(seatOf.get(g.userId) ?? common),
        status: "scheduled",
        seriesId: seriesOf.get(g.userId),
        parentShiftId: parent ?? null,
      };
    });
    await insertShifts(tx, rows);
    await announceShifts(
      tx,
      scope.agencyId,
      "shift.created",
      rows.map((r) => r.id as string),
    );
    // The rotation says who rides with which platoon: kept on each member, for a platoon's mass alert.
    for (const [platoon, ids] of Object.entries(platoons) as Array<[Platoon, string[]]>)
      await setPlatoon(tx, scope.agencyId, platoon, ids);

    const byMember = new Map<string, ShiftEvent>();
    for (const r of rows) {
      const userId = r.userId as string;
      const event = byMember.get(userId) ?? { kind: "assigned" as const, userId, shifts: [] };
      event.shifts.push({ title: r.title, startTime: r.startTime, endTime: r.endTime });
      byMember.set(userId, event);
    }
    await notifyShiftEvents(tx, scope, [...byMember.values()]);
    return {
      created: rows.length,
      pattern: v.pattern,
      startDate: v.startDate,
      endDate: v.endDate,
      members: memberIds.length,
    };
  });
}
