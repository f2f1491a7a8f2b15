/**
 * Minimum staffing: the agency's rules (managers write, every member reads), the gaps they find, and the
 * agency's staffing settings (admins write). The gap computation itself is in staffing.queries.ts.
 */
import {
  STAFFING_MESSAGES,
  type StaffingGap,
  type StaffingGapsQuery,
  type StaffingRule,
  type StaffingRuleValues,
  type StaffingSettings,
  type staffingRuleUpdateSchema,
  type staffingSettingsUpdateSchema,
} from "@rollcall/shared/staffing";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Transaction } from "../../db/client";
import { staffingRequirements, staffingSettings } from "../../db/schema/staffing";
import { badRequest, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";
import { loadSeats, loadStation } from "../equipment";
import {
  findStaffingGaps,
  getStaffingSettings,
  requireVehicle,
  selectStaffingRules,
} from "./staffing.queries";

type RuleRow = Awaited<ReturnType<typeof selectStaffingRules>>[number];

function toRule(row: RuleRow): StaffingRule {
  return {
    id: row.id,
    name: row.name,
    minimumStaff: row.minimumStaff,
    startTime: row.startTime,
    endTime: row.endTime,
    daysOfWeek: row.daysOfWeek ?? [],
    role: row.role,
    qualification: row.qualification,
    equipmentId: row.equipmentId,
    equipmentName: row.equipmentId ? row.equipmentName : null,
    stationId: row.stationId,
    stationName: row.stationId ? row.stationName : null,
    positionId: row.positionId,
    positionName: row.positionId ? row.positionName : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadRule(tx: Transaction, id: string): Promise<StaffingRule> {
  const [row] = await selectStaffingRules(tx, id);
  if (!row) throw notFound(STAFFING_MESSAGES.notFound);
  return toRule(row);
}

/** The minimum a rule keeps: the one given, else its apparatus's crew size; 400 when neither is known. */
async function minimumOf(tx: Transaction, minimumStaff: number | null, equipmentId: string | null) {
  if (minimumStaff !== null) return minimumStaff;
  const vehicle = equipmentId
    ? await requireVehicle(tx, equipmentId, "equipmentId", STAFFING_MESSAGES.notVehicle)
    : null;
  if (vehicle?.crewSize == null)
    throw badRequest(STAFFING_MESSAGES.minimumStaff, { minimumStaff: STAFFING_MESSAGES.minimumStaff });
  return vehicle.crewSize;
}

/**
 * The station and seat a rule names, checked: a live station of the agency, a live riding position whose
 * apparatus is the rule's (the position fixes the apparatus when the rule names none). `kept`: what the rule
 * stores already, not checked again.
 */
async function ruleSeat(
  tx: Transaction,
  agencyId: string,
  named: { equipmentId: string | null; stationId: string | null; positionId: string | null },
  kept?: { stationId: string | null; positionId: string | null },
) {
  let { equipmentId } = named;
  if (
    named.stationId &&
    named.stationId !== kept?.stationId &&
    !(await loadStation(tx, agencyId, named.stationId))
  )
    throw badRequest(STAFFING_MESSAGES.station, { stationId: STAFFING_MESSAGES.station });
  if (named.positionId) {
    const [seat] = await loadSeats(tx, agencyId, [named.positionId]);
    const live = seat && (!seat.retired || named.positionId === kept?.positionId);
    if (!live || (equipmentId && equipmentId !== seat.equipmentId))
      throw badRequest(STAFFING_MESSAGES.position, { positionId: STAFFING_MESSAGES.position });
    equipmentId = seat.equipmentId;
  }
  return { equipmentId, stationId: named.stationId, positionId: named.positionId };
}

export function listRules(scope: AgencyScope): Promise<StaffingRule[]> {
  return scope.run(async (tx) => (await selectStaffingRules(tx)).map(toRule));
}

export function createRule(scope: AgencyScope, v: StaffingRuleValues): Promise<StaffingRule> {
  return scope.run(async (tx) => {
    if (v.equipmentId) await requireVehicle(tx, v.equipmentId, "equipmentId", STAFFING_MESSAGES.notVehicle);
    const seat = await ruleSeat(tx, scope.agencyId, v);
    const minimumStaff = await minimumOf(tx, v.minimumStaff, seat.equipmentId);
    const [row] = await tx
      .insert(staffingRequirements)
      .values({
        agencyId: scope.agencyId,
        name: v.name,
        minimumStaff,
        startTime: v.startTime,
        endTime: v.endTime,
        daysOfWeek: v.daysOfWeek,
        role: v.role,
        qualification: v.qualification,
        ...seat,
      })
      .returning({ id: staffingRequirements.id });
    return loadRule(tx, row.id);
  });
}

type RuleUpdate = z.output<typeof staffingRuleUpdateSchema>;

/**
 * Any of the fields. A minimum cleared to empty falls back to the apparatus's crew size (400 without one); a
 * new apparatus without a minimum keeps the stored minimum.
 */
export function updateRule(scope: AgencyScope, id: string, patch: RuleUpdate): Promise<StaffingRule> {
  return scope.run(async (tx) => {
    const current = await loadRule(tx, id);
    const changes: Partial<typeof staffingRequirements.$inferInsert> = {};
    for (const key of ["name", "startTime", "endTime", "daysOfWeek", "role", "qualification"] as const)
      if (patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] });
    if (patch.equipmentId !== undefined) {
      if (patch.equipmentId && patch.equipmentId !== current.equipmentId)
        await requireVehicle(tx, patch.equipmentId, "equipmentId", STAFFING_MESSAGES.notVehicle);
      changes.equipmentId = patch.equipmentId;
    }
    if (
      patch.stationId !== undefined ||
      patch.positionId !== undefined ||
      changes.equipmentId !== undefined
    ) {
      // A new apparatus without a position leaves the old apparatus's seat.
      const positionId =
        patch.positionId !== undefined
          ? patch.positionId
          : changes.equipmentId !== undefined && changes.equipmentId !== current.equipmentId
            ? null
            : current.positionId;
      const seat = await ruleSeat(
        tx,
        scope.agencyId,
        {
          equipmentId:
            changes.equipmentId !== undefined
              ? changes.equipmentId
              : patch.positionId
                ? null
                : current.equipmentId,
          stationId: patch.stationId !== undefined ? patch.stationId : current.stationId,
          positionId,
        },
        current,
      );
      Object.assign(changes, seat);
    }
    if (patch.minimumStaff !== undefined)
      changes.minimumStaff = await minimumOf(
        tx,
        patch.minimumStaff,
        changes.equipmentId !== undefined ? changes.equipmentId : current.equipmentId,
      );
    if (!Object.keys(changes).length) return current;
    await tx
      .update(staffingRequirements)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(staffingRequirements.agencyId, scope.agencyId), eq(staffingRequirements.id, id)));
    return loadRule(tx, id);
  });
}

export function deleteRule(scope: AgencyScope, id: string): Promise<void> {
  return scope.run(async (tx) => {
    const deleted = await tx
      .delete(staffingRequirements)
      .where(and(eq(staffingRequirements.agencyId, scope.agencyId), eq(staffingRequirements.id, id)))
      .returning({ id: staffingRequirements.id });
    if (!deleted.length) throw notFound(STAFFING_MESSAGES.notFound);
  });
}

export function listGaps(scope: AgencyScope, q: StaffingGapsQuery): Promise<StaffingGap[]> {
  return scope.run((tx) =>
    findStaffingGaps(tx, {
      startDate: q.startDate,
      endDate: q.endDate,
      timeZone: scope.timeZone,
      excludeShiftIds: q.withoutShiftId ? [q.withoutShiftId] : [],
    }),
  );
}

export function getSettings(scope: AgencyScope): Promise<StaffingSettings> {
  return scope.run((tx) => getStaffingSettings(tx));
}

/** Saves the changed settings: the agency's row is created on the first save with the defaults for the rest. */
export function updateSettings(
  scope: AgencyScope,
  patch: z.output<typeof staffingSettingsUpdateSchema>,
): Promise<StaffingSettings> {
  return scope.run(async (tx) => {
    const merged = { ...(await getStaffingSettings(tx)), ...stripUndefined(patch) };
    await tx
      .insert(staffingSettings)
      .values({ agencyId: scope.agencyId, ...merged })
      .onConflictDoUpdate({ target: staffingSettings.agencyId, set: { ...merged, updatedAt: new Date() } });
    return getStaffingSettings(tx);
  });
}

const stripUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
