/**
 * Incident reports: the agency's list, one report, create, edit and delete. Any member writes a report;
 * its writer edits it while it is a draft or pending, officers and admins edit any report (the shared
 * canEditIncident rule). Only officers and admins approve or complete reports, and delete them (by the
 * route's access). The NFIRS and NERIS rules of the shared schema are checked again here on the values the
 * report will have.
 */
import {
  generateIncidentNumber,
  INCIDENT_MESSAGES,
  type Incident,
  type IncidentCreateValues,
  type IncidentStatus,
  type IncidentUpdateValues,
  incidentEditRefusal,
  incidentRuleIssues,
  MANAGER_ONLY_STATUSES,
} from "@rollcall/shared/incidents";
import { NERIS_MESSAGES, type NerisUnitTimes } from "@rollcall/shared/neris/incident";
import { isManager } from "@rollcall/shared/roles";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { equipment } from "../../db/schema/equipment";
import {
  incidentApparatus,
  incidentResponders,
  incidents,
  type NewIncident,
} from "../../db/schema/incidents";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import { type AppError, badRequest, conflict, databaseError, forbidden } from "../../lib/errors";
import { EMBEDDABLE_IMAGE_TYPES, fileTypeAmong } from "../../lib/files";
import type { FileStorage } from "../../lib/storage";
import { assertVersion } from "../../lib/versions";
import { queueWebhookEvent } from "../../lib/webhooks";
import type { AgencyScope } from "../../plugins/auth";
import type { PdfContext } from "./incidents.pdf";
import {
  type LoadedIncident,
  loadIncident,
  selectIncidents,
  toIncident,
  toInstant,
} from "./incidents.queries";
import { afterIncidentWrite } from "./neris/neris.submit.service";

export async function listIncidents(scope: AgencyScope): Promise<Incident[]> {
  const rows = await scope.run((tx) => selectIncidents(tx, scope.agencyId));
  return rows.map(toIncident);
}

export async function getIncident(scope: AgencyScope, id: string): Promise<Incident> {
  return toIncident(await scope.run((tx) => loadIncident(tx, scope.agencyId, id)));
}

/** 403 unless an officer or admin: approving and completing, and moving a report back out of those. */
function assertMaySetStatus(scope: AgencyScope, next: IncidentStatus, current: IncidentStatus | null) {
  if (isManager(scope) || next === current) return;
  if (MANAGER_ONLY_STATUSES.includes(next) || (current && MANAGER_ONLY_STATUSES.includes(current)))
    throw forbidden(INCIDENT_MESSAGES.managerStatus);
}

/**
 * 403 unless the member may edit this report at all: officers and admins any report, others only their own
 * while it is a draft or pending. Checked before anything else, so a refused edit changes nothing.
 */
function assertMayEdit(scope: AgencyScope, current: LoadedIncident) {
  const refusal = incidentEditRefusal(
    { id: scope.userId, role: scope.role },
    { reportedById: current.reportedById, status: current.row.status },
  );
  if (refusal) throw forbidden(refusal);
}

function fieldError(field: string, message: string): AppError {
  return badRequest(message, { [field]: message });
}

/** The officer must be a current member; an edit may keep one who has since left the roster. */
async function checkOfficer(tx: Transaction, agencyId: string, userId: string) {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)));
  if (!member) throw fieldError("reportingOfficerId", INCIDENT_MESSAGES.officerNotMember);
}

/** New responders must be current members of the agency (those already on the report may stay). */
async function checkResponders(tx: Transaction, agencyId: string, ids: string[], kept: Set<string>) {
  const added = ids.filter((id) => !kept.has(id));
  if (!added.length) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), inArray(users.id, added), isNull(users.deletedAt)));
  if (found.length !== added.length) throw fieldError("responderIds", INCIDENT_MESSAGES.respondersNotMembers);
}

/** New apparatus must be the agency's equipment, not deleted; the names of all of them, in name order. */
async function checkApparatus(tx: Transaction, agencyId: string, ids: string[], kept: Set<string>) {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: equipment.id, name: equipment.name, deletedAt: equipment.deletedAt })
    .from(equipment)
    .where(and(eq(equipment.agencyId, agencyId), inArray(equipment.id, ids)));
  const usable = rows.filter((r) => r.deletedAt === null || kept.has(r.id));
  if (usable.length !== ids.length) throw fieldError("apparatusIds", INCIDENT_MESSAGES.apparatusNotAgency);
  return usable.map((r) => r.name).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

async function numberTaken(tx: Transaction, agencyId: string, number: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(
      and(
        eq(incidents.agencyId, agencyId),
        eq(incidents.incidentNumber, number),
        exceptId ? ne(incidents.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

const duplicateNumber = () =>
  conflict(INCIDENT_MESSAGES.duplicateNumber, { incidentNumber: INCIDENT_MESSAGES.duplicateNumber });

/** A generated number (spec format) that no report of the agency uses yet. */
async function freshNumber(tx: Transaction, scope: AgencyScope) {
  const today = agencyToday(scope.timeZone);
  const now = Date.now();
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const candidate = generateIncidentNumber(today, now + attempt);
    if (!(await numberTaken(tx, scope.agencyId, candidate))) return candidate;
  }
  throw duplicateNumber();
}

type Moments = {
  incidentDate: Date;
  alarmAt: Date | null;
  dispatchedAt: Date | null;
  enRouteAt: Date | null;
  arrivalAt: Date | null;
  lastUnitClearedAt: Date | null;
};

/** The NFIRS/NERIS pairing and the order of the times, on the report as it will be saved. */
function checkRules(v: Pick<NewIncident, "incidentType" | "nfirsCode" | "nerisIncidentType"> & Moments) {
  const issues = incidentRuleIssues({
    incidentType: v.incidentType,
    nfirsCode: v.nfirsCode ?? null,
    nerisIncidentType: v.nerisIncidentType ?? null,
    alarmAt: v.alarmAt,
    dispatchedAt: v.dispatchedAt,
    enRouteAt: v.enRouteAt,
    arrivalAt: v.arrivalAt,
    lastUnitClearedAt: v.lastUnitClearedAt,
  });
  const first = Object.values(issues)[0];
  if (first) throw badRequest(first, issues);
}

const TIME_ORDER: ReadonlyArray<keyof NerisUnitTimes> = [
  "dispatchedAt",
  "enRouteAt",
  "onSceneAt",
  "clearedAt",
];

/**
 * Each apparatus' own times (the NERIS unit responses), replacing those sent; a unit must be on the report
 * (`onReport`, its apparatus once this write is applied) and its times in order.
 */
async function writeUnitTimes(
  tx: Transaction,
  agencyId: string,
  incidentId: string,
  units: NerisUnitTimes[],
  onReport: Set<string>,
) {
  for (const unit of units) {
    if (!onReport.has(unit.equipmentId)) throw fieldError("unitTimes", NERIS_MESSAGES.unitNotOnReport);
    const times = TIME_ORDER.map((k) => unit[k])
      .filter((v): v is string => !!v)
      .map((v) => Date.parse(v));
    if (times.some((t, i) => i > 0 && t < times[i - 1]))
      throw fieldError("unitTimes", INCIDENT_MESSAGES.unitTimesOrder);
  }
  const instant = (v: string | null | undefined) => (v ? new Date(v) : null);
  for (const unit of units)
    await tx
      .update(incidentApparatus)
      .set({
        dispatchedAt: instant(unit.dispatchedAt),
        enRouteAt: instant(unit.enRouteAt),
        onSceneAt: instant(unit.onSceneAt),
        canceledAt: instant(unit.canceledAt),
        clearedAt: instant(unit.clearedAt),
        staffing: unit.staffing ?? null,
      })
      .where(
        and(
          eq(incidentApparatus.agencyId, agencyId),
          eq(incidentApparatus.incidentId, incidentId),
          eq(incidentApparatus.equipmentId, unit.equipmentId),
        ),
      );
}

/** A unique-index race past the check above still answers the duplicate-number message. */
function isUniqueViolation(error: unknown) {
  return databaseError(error)?.code === "23505";
}

/** The report with its row locked until the transaction ends; 404 when it is not this agency's. */
async function lockIncident(tx: Transaction, agencyId: string, id: string): Promise<LoadedIncident> {
  await tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.agencyId, agencyId), eq(incidents.id, id)))
    .for("update");
  return loadIncident(tx, agencyId, id);
}

/** The same ids, in any order (a list sent again as it is changes nothing). */
const sameMembers = (ids: string[], kept: Set<string>) =>
  new Set(ids).size === kept.size && ids.every((id) => kept.has(id));

/** The report as written, after what the write means for its NERIS submission (neris/neris.submit.service.ts). */
async function reload(tx: Transaction, agencyId: string, id: string, previousStatus: IncidentStatus | null) {
  return toIncident(
    await afterIncidentWrite(tx, agencyId, await loadIncident(tx, agencyId, id), previousStatus),
  );
}

export async function createIncident(scope: AgencyScope, v: IncidentCreateValues): Promise<Incident> {
  assertMaySetStatus(scope, v.status, null);
  const zone = scope.timeZone;
  const moments: Moments = {
    incidentDate: toInstant(v.incidentDate, zone),
    alarmAt: v.alarmAt ? toInstant(v.alarmAt, zone) : null,
    dispatchedAt: v.dispatchedAt ? toInstant(v.dispatchedAt, zone) : null,
    enRouteAt: v.enRouteAt ? toInstant(v.enRouteAt, zone) : null,
    arrivalAt: v.arrivalAt ? toInstant(v.arrivalAt, zone) : null,
    lastUnitClearedAt: v.lastUnitClearedAt ? toInstant(v.lastUnitClearedAt, zone) : null,
  };
  checkRules({ ...v, ...moments });
  try {
    return await scope.run(async (tx) => {
      let incidentNumber = v.incidentNumber;
      if (incidentNumber === null) incidentNumber = await freshNumber(tx, scope);
      else if (await numberTaken(tx, scope.agencyId, incidentNumber)) throw duplicateNumber();
      await checkOfficer(tx, scope.agencyId, v.reportingOfficerId);
      await checkResponders(tx, scope.agencyId, v.responderIds, new Set());
      const unitsResponded = await checkApparatus(tx, scope.agencyId, v.apparatusIds, new Set());

      const [row] = await tx
        .insert(incidents)
        .values({
          agencyId: scope.agencyId,
          incidentNumber,
          incidentType: v.incidentType,
          reportDate: v.reportDate,
          location: v.location,
          description: v.description,
          reportingOfficerId: v.reportingOfficerId,
          reportedById: scope.userId,
          narrativeSummary: v.narrativeSummary,
          priority: v.priority,
          status: v.status,
          injuries: v.injuries,
          fatalities: v.fatalities,
          propertyDamage: v.propertyDamage,
          unitsResponded,
          nfirsCode: v.nfirsCode,
          actionTaken: v.actionTaken,
          propertyUse: v.propertyUse,
          aidGivenReceived: v.aidGivenReceived,
          nerisIncidentType: v.nerisIncidentType,
          neris: v.neris,
          ...moments,
          completedAt: v.status === "completed" ? new Date() : null,
        })
        .returning({ id: incidents.id });
      if (v.responderIds.length)
        await tx
          .insert(incidentResponders)
          .values(v.responderIds.map((userId) => ({ agencyId: scope.agencyId, incidentId: row.id, userId })));
      if (v.apparatusIds.length)
        await tx.insert(incidentApparatus).values(
          v.apparatusIds.map((equipmentId) => ({
            agencyId: scope.agencyId,
            incidentId: row.id,
            equipmentId,
          })),
        );
      await writeUnitTimes(tx, scope.agencyId, row.id, v.unitTimes, new Set(v.apparatusIds));
      const created = await reload(tx, scope.agencyId, row.id, null);
      await queueWebhookEvent(tx, scope.agencyId, "incident.created", async () => [created]);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber();
    throw error;
  }
}

const PLAIN_FIELDS = [
  "incidentNumber",
  "incidentType",
  "reportDate",
  "location",
  "description",
  "reportingOfficerId",
  "narrativeSummary",
  "priority",
  "status",
  "injuries",
  "fatalities",
  "propertyDamage",
  "nfirsCode",
  "actionTaken",
  "propertyUse",
  "aidGivenReceived",
  "nerisIncidentType",
] as const satisfies ReadonlyArray<keyof IncidentUpdateValues & keyof NewIncident>;

const MOMENT_FIELDS = [
  "incidentDate",
  "alarmAt",
  "dispatchedAt",
  "enRouteAt",
  "arrivalAt",
  "lastUnitClearedAt",
] as const;

/**
 * Any of the fields; responders and apparatus are replaced by the lists sent. Who may: assertMayEdit (the
 * report as stored), then assertMaySetStatus (the status asked for).
 */
export async function updateIncident(
  scope: AgencyScope,
  id: string,
  v: IncidentUpdateValues,
  version?: Date,
): Promise<Incident> {
  try {
    return await scope.run(async (tx) => {
      // Locked first, so the status the rule reads is the one this edit lands on (an officer completing
      // the report meanwhile makes this edit wait, then see it completed), and so is the version.
      const current = await lockIncident(tx, scope.agencyId, id);
      const row = current.row;
      assertMayEdit(scope, current);
      await assertVersion(version, row.updatedAt, () => toIncident(current));
      if (v.status !== undefined) assertMaySetStatus(scope, v.status, row.status);

      const changes: Partial<NewIncident> = {};
      for (const key of PLAIN_FIELDS) {
        const value = v[key];
        if (value !== undefined && value !== row[key]) Object.assign(changes, { [key]: value });
      }
      for (const key of MOMENT_FIELDS) {
        const value = v[key];
        if (value === undefined) continue;
        const instant = value === null ? null : toInstant(value, scope.timeZone);
        if (instant?.getTime() !== row[key]?.getTime()) Object.assign(changes, { [key]: instant });
      }
      if (v.neris !== undefined && JSON.stringify(v.neris) !== JSON.stringify(row.neris))
        changes.neris = v.neris;
      const merged = { ...row, ...changes };
      checkRules(merged as typeof row);

      if (changes.incidentNumber && (await numberTaken(tx, scope.agencyId, changes.incidentNumber, id)))
        throw duplicateNumber();
      if (changes.reportingOfficerId) await checkOfficer(tx, scope.agencyId, changes.reportingOfficerId);
      if (changes.status === "completed" && !row.completedAt) changes.completedAt = new Date();

      const keptResponders = new Set(current.responders.map((p) => p.id));
      if (v.responderIds) await checkResponders(tx, scope.agencyId, v.responderIds, keptResponders);
      const keptApparatus = new Set(current.apparatus.map((a) => a.id));
      if (v.apparatusIds) {
        const names = await checkApparatus(tx, scope.agencyId, v.apparatusIds, keptApparatus);
        if (names.join("\n") !== row.unitsResponded.join("\n")) changes.unitsResponded = names;
      }

      // Responders and apparatus are part of the report: changing only them is a new version of it too.
      const listsChanged =
        (v.responderIds !== undefined && !sameMembers(v.responderIds, keptResponders)) ||
        (v.apparatusIds !== undefined && !sameMembers(v.apparatusIds, keptApparatus)) ||
        (v.unitTimes !== undefined && v.unitTimes.length > 0);
      if (Object.keys(changes).length || listsChanged)
        await tx
          .update(incidents)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(incidents.agencyId, scope.agencyId), eq(incidents.id, id)));

      if (v.responderIds) {
        const next = new Set(v.responderIds);
        const removed = [...keptResponders].filter((userId) => !next.has(userId));
        const added = v.responderIds.filter((userId) => !keptResponders.has(userId));
        if (removed.length)
          await tx
            .delete(incidentResponders)
            .where(
              and(
                eq(incidentResponders.agencyId, scope.agencyId),
                eq(incidentResponders.incidentId, id),
                inArray(incidentResponders.userId, removed),
              ),
            );
        if (added.length)
          await tx
            .insert(incidentResponders)
            .values(added.map((userId) => ({ agencyId: scope.agencyId, incidentId: id, userId })));
      }
      if (v.apparatusIds) {
        const next = new Set(v.apparatusIds);
        const removed = [...keptApparatus].filter((equipmentId) => !next.has(equipmentId));
        const added = v.apparatusIds.filter((equipmentId) => !keptApparatus.has(equipmentId));
        if (removed.length)
          await tx
            .delete(incidentApparatus)
            .where(
              and(
                eq(incidentApparatus.agencyId, scope.agencyId),
                eq(incidentApparatus.incidentId, id),
                inArray(incidentApparatus.equipmentId, removed),
              ),
            );
        if (added.length)
          await tx
            .insert(incidentApparatus)
            .values(added.map((equipmentId) => ({ agencyId: scope.agencyId, incidentId: id, equipmentId })));
      }
      if (v.unitTimes)
        await writeUnitTimes(tx, scope.agencyId, id, v.unitTimes, new Set(v.apparatusIds ?? keptApparatus));
      return reload(tx, scope.agencyId, id, row.status);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber();
    throw error;
  }
}

/** Officers and admins only (the route's access); responders and apparatus go with the report. */
export async function deleteIncident(scope: AgencyScope, id: string, version?: Date): Promise<void> {
  await scope.run(async (tx) => {
    const current = await lockIncident(tx, scope.agencyId, id);
    await assertVersion(version, current.row.updatedAt, () => toIncident(current));
    await tx.delete(incidents).where(and(eq(incidents.agencyId, scope.agencyId), eq(incidents.id, id)));
  });
}

const MAX_LOGO_BYTES = 5 * 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The agency's name and logo for the printed report. The logo is the file stored at agencies/<id>/logo,
 * or a PNG/JPEG data URL in logoUrl; a remote address is never fetched from the server.
 */
export async function loadPdfContext(scope: AgencyScope, storage: FileStorage): Promise<PdfContext> {
  const [agency] = await scope.run((tx) =>
    tx
      .select({ name: agencies.name, logoUrl: agencies.logoUrl })
      .from(agencies)
      .where(eq(agencies.id, scope.agencyId)),
  );
  let logo: Buffer | null = null;
  try {
    const stored = await storage.get(`agencies/${scope.agencyId}/logo`);
    if (stored) logo = await readAll(stored.stream, MAX_LOGO_BYTES);
    const dataUrl = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(agency?.logoUrl ?? "");
    if (!logo && dataUrl) logo = Buffer.from(dataUrl[2], "base64");
  } catch {
    logo = null;
  }
  const embeddable =
    logo !== null &&
    logo.length <= MAX_LOGO_BYTES &&
    (await fileTypeAmong(logo, EMBEDDABLE_IMAGE_TYPES)) !== null;
  return {
    agencyName: agency?.name ?? "",
    timeZone: scope.timeZone,
    logo: embeddable ? logo : null,
    generatedAt: new Date(),
  };
}
