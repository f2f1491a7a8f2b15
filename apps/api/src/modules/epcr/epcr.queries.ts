/** Reading reports as the routes answer them: one record with its crew, addenda and comments, or list rows. */
import type { PcrListItem, PcrRecord } from "@rollcall/shared/epcr/api";
import { missingForClose } from "@rollcall/shared/epcr/missing";
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { type PcrReportRow, pcrAddenda, pcrComments, pcrCrew, pcrSubmissions } from "../../db/schema/epcr";
import { equipment } from "../../db/schema/equipment";
import { incidents } from "../../db/schema/incidents";
import { users } from "../../db/schema/users";

export type Person = { id: string; name: string };

/** Members by id with their names (a removed member keeps their name on the reports naming them). */
export async function people(tx: Transaction, agencyId: string, ids: Iterable<string | null>) {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const map = new Map<string, Person>();
  if (wanted.length === 0) return map;
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), inArray(users.id, wanted)));
  for (const r of rows) map.set(r.id, { id: r.id, name: `${r.firstName} ${r.lastName}`.trim() });
  return map;
}

const personOf = (map: Map<string, Person>, id: string | null): Person | null =>
  id ? (map.get(id) ?? { id, name: "Former member" }) : null;

/** Crew member ids per report, in the order they joined. */
export async function crewOf(tx: Transaction, agencyId: string, reportIds: string[]) {
  const byReport = new Map<string, string[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await tx
    .select({ reportId: pcrCrew.reportId, userId: pcrCrew.userId })
    .from(pcrCrew)
    .where(and(eq(pcrCrew.agencyId, agencyId), inArray(pcrCrew.reportId, reportIds)));
  for (const r of rows) byReport.set(r.reportId, [...(byReport.get(r.reportId) ?? []), r.userId]);
  return byReport;
}

/** Incident numbers and unit names the reports name. */
async function labels(tx: Transaction, agencyId: string, rows: PcrReportRow[]) {
  const incidentIds = [...new Set(rows.map((r) => r.incidentId).filter((id): id is string => Boolean(id)))];
  const unitIds = [...new Set(rows.map((r) => r.unitId).filter((id): id is string => Boolean(id)))];
  const numbers = new Map<string, string>();
  const units = new Map<string, string>();
  if (incidentIds.length)
    for (const r of await tx
      .select({ id: incidents.id, number: incidents.incidentNumber })
      .from(incidents)
      .where(and(eq(incidents.agencyId, agencyId), inArray(incidents.id, incidentIds))))
      numbers.set(r.id, r.number);
  if (unitIds.length)
    for (const r of await tx
      .select({ id: equipment.id, name: equipment.name })
      .from(equipment)
      .where(and(eq(equipment.agencyId, agencyId), inArray(equipment.id, unitIds))))
      units.set(r.id, r.name);
  return {
    incidentNumber: (row: PcrReportRow) => (row.incidentId ? (numbers.get(row.incidentId) ?? null) : null),
    unitName: (row: PcrReportRow) => (row.unitId ? (units.get(row.unitId) ?? null) : null),
  };
}

/** The report as GET /api/pcr/{id} answers it. */
export async function toRecord(tx: Transaction, row: PcrReportRow): Promise<PcrRecord> {
  const { agencyId, id } = row;
  const crew = (await crewOf(tx, agencyId, [id])).get(id) ?? [];
  const addenda = await tx
    .select()
    .from(pcrAddenda)
    .where(and(eq(pcrAddenda.agencyId, agencyId), eq(pcrAddenda.reportId, id)))
    .orderBy(asc(pcrAddenda.createdAt));
  const comments = await tx
    .select()
    .from(pcrComments)
    .where(and(eq(pcrComments.agencyId, agencyId), eq(pcrComments.reportId, id)))
    .orderBy(asc(pcrComments.createdAt));
  const names = await people(tx, agencyId, [
    ...crew,
    row.closedById,
    ...addenda.map((a) => a.byId),
    ...comments.map((c) => c.byId),
  ]);
  const label = await labels(tx, agencyId, [row]);
  const [submission] = await tx
    .select()
    .from(pcrSubmissions)
    .where(and(eq(pcrSubmissions.agencyId, agencyId), eq(pcrSubmissions.id, id)));
  const content = row.content as PcrContent;
  return {
    id,
    status: row.status,
    version: row.version,
    incidentId: row.incidentId,
    incidentNumber: label.incidentNumber(row),
    unitName: label.unitName(row),
    crew: crew.map((userId) => personOf(names, userId) as Person),
    content,
    missing: missingForClose(content),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: personOf(names, row.closedById),
    returnedReason: row.returnedReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    addenda: addenda.map((a) => ({
      id: a.id,
      by: personOf(names, a.byId) as Person,
      reason: a.reason,
      changed: a.changed,
      createdAt: a.createdAt.toISOString(),
    })),
    comments: comments.map((c) => ({
      id: c.id,
      by: personOf(names, c.byId) as Person,
      text: c.text,
      kind: c.kind,
      createdAt: c.createdAt.toISOString(),
    })),
    submission: submission
      ? {
          state: submission.state,
          queuedAt: submission.queuedAt.toISOString(),
          attempts: submission.attempts,
          nextAttemptAt: submission.nextAttemptAt?.toISOString() ?? null,
          statusCode: submission.statusCode,
          messages: submission.messages,
          acceptedAt: submission.acceptedAt?.toISOString() ?? null,
          reportVersion: submission.reportVersion,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A name part: its value, or nothing when the crew marked it Not Recorded or a pertinent negative. */
const value = (field: unknown): string | undefined =>
  field && typeof field === "object" && "value" in field ? String(field.value) : undefined;

/** The rows of GET /api/pcr. */
export async function toListItems(tx: Transaction, rows: PcrReportRow[]): Promise<PcrListItem[]> {
  if (rows.length === 0) return [];
  const agencyId = rows[0].agencyId;
  const crew = await crewOf(
    tx,
    agencyId,
    rows.map((r) => r.id),
  );
  const names = await people(tx, agencyId, [...crew.values()].flat());
  const label = await labels(tx, agencyId, rows);
  const submitted = new Map(
    (
      await tx
        .select({ id: pcrSubmissions.id, state: pcrSubmissions.state })
        .from(pcrSubmissions)
        .where(
          and(
            eq(pcrSubmissions.agencyId, agencyId),
            inArray(
              pcrSubmissions.id,
              rows.map((r) => r.id),
            ),
          ),
        )
    ).map((s) => [s.id, s.state]),
  );
  return rows.map((row) => {
    const content = row.content as PcrContent;
    const name = [value(content.patient?.firstName), value(content.patient?.lastName)].filter(Boolean);
    return {
      id: row.id,
      pcrNumber: content.pcrNumber ?? null,
      status: row.status,
      incidentNumber: label.incidentNumber(row),
      unitName: label.unitName(row),
      patientName: name.length ? name.join(" ") : null,
      complaint: content.situation?.complaints?.find((c) => c.text)?.text ?? null,
      crew: (crew.get(row.id) ?? []).map((userId) => personOf(names, userId) as Person),
      missingCount: missingForClose(content).length,
      returnedReason: row.returnedReason,
      submissionState: submitted.get(row.id) ?? null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
