/**
 * Patient care reports: start one from an incident (its number, times and first unit come along; its crew is
 * the member who started it and the incident's responders), save the draft against its version, close it when
 * the standard has what it wants, add addenda after, and QA's comments, returns and review marks. Every answer
 * goes only to who may open the report (epcr.access.ts); every GET of one is in its access log.
 */

import { TZDate } from "@date-fns/tz";
import { PCR_MESSAGES, type PcrRecord } from "@rollcall/shared/epcr/api";
import { missingForClose } from "@rollcall/shared/epcr/missing";
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { format } from "date-fns";
import { and, asc, desc, eq, exists, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import {
  type PcrReportRow,
  pcrAccessLog,
  pcrAddenda,
  pcrComments,
  pcrCrew,
  pcrReports,
} from "../../db/schema/epcr";
import { incidentApparatus, incidentResponders, incidents } from "../../db/schema/incidents";
import { users } from "../../db/schema/users";
import { agencyDay } from "../../lib/dates";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { notify } from "../../lib/notify";
import type { AgencyScope } from "../../plugins/auth";
import { assertReviewer, isReviewer, logAccess, openReport } from "./epcr.access";
import { changedLabels } from "./epcr.changes";
import { pcrPdf } from "./epcr.pdf";
import { people, toListItems, toRecord } from "./epcr.queries";
import { queueOnClose } from "./state/submission.service";

export type PcrListQuery = {
  status?: "draft" | "closed";
  from?: string;
  to?: string;
  needsReview?: "true" | "false";
};

export async function listReports(scope: AgencyScope, query: PcrListQuery) {
  return scope.run(async (tx) => {
    const conditions: (SQL | undefined)[] = [eq(pcrReports.agencyId, scope.agencyId)];
    // The crew sees their own calls; QA reviewers and admins every report.
    if (!(await isReviewer(tx, scope)))
      conditions.push(
        exists(
          tx
            .select({ one: sql`1` })
            .from(pcrCrew)
            .where(
              and(
                eq(pcrCrew.agencyId, pcrReports.agencyId),
                eq(pcrCrew.reportId, pcrReports.id),
                eq(pcrCrew.userId, scope.userId),
              ),
            ),
        ),
      );
    if (query.status) conditions.push(eq(pcrReports.status, query.status));
    if (query.from) conditions.push(gte(pcrReports.createdAt, agencyDay(scope.timeZone, query.from).start));
    if (query.to) conditions.push(lt(pcrReports.createdAt, agencyDay(scope.timeZone, query.to).end));
    if (query.needsReview === "true")
      conditions.push(eq(pcrReports.status, "closed"), isNull(pcrReports.reviewedAt));
    if (query.needsReview === "false")
      conditions.push(sql`not (${pcrReports.status} = 'closed' and ${pcrReports.reviewedAt} is null)`);
    const rows = await tx
      .select()
      .from(pcrReports)
      .where(and(...conditions))
      .orderBy(desc(pcrReports.createdAt))
      .limit(500);
    return toListItems(tx, rows);
  });
}

/** An instant as NEMSIS writes it: with the agency's offset (2026-12-07T14:05:00-05:00). */
export const nemsisInstant = (at: Date, timeZone: string) =>
  format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx");

/** What an incident brings into a new report: its number, times and first unit, and its responding members. */
async function fromIncident(tx: Transaction, scope: AgencyScope, incidentId: string) {
  const [incident] = await tx
    .select()
    .from(incidents)
    .where(and(eq(incidents.agencyId, scope.agencyId), eq(incidents.id, incidentId)));
  if (!incident) throw badRequest(PCR_MESSAGES.incident, { incidentId: PCR_MESSAGES.incident });
  const [unit] = await tx
    .select()
    .from(incidentApparatus)
    .where(and(eq(incidentApparatus.agencyId, scope.agencyId), eq(incidentApparatus.incidentId, incidentId)))
    .orderBy(asc(incidentApparatus.dispatchedAt), asc(incidentApparatus.onSceneAt))
    .limit(1);
  const responders = await tx
    .select({ userId: incidentResponders.userId })
    .from(incidentResponders)
    .innerJoin(
      users,
      and(eq(users.agencyId, incidentResponders.agencyId), eq(users.id, incidentResponders.userId)),
    )
    .where(
      and(
        eq(incidentResponders.agencyId, scope.agencyId),
        eq(incidentResponders.incidentId, incidentId),
        isNull(users.deletedAt),
      ),
    );
  const at = (d: Date | null | undefined) => (d ? nemsisInstant(d, scope.timeZone) : undefined);
  const dispatched = at(unit?.dispatchedAt ?? incident.dispatchedAt);
  const enRoute = at(unit?.enRouteAt ?? incident.enRouteAt);
  const onScene = at(unit?.onSceneAt ?? incident.arrivalAt);
  const times: NonNullable<PcrContent["times"]> = {
    ...(incident.alarmAt && { psapCall: { value: at(incident.alarmAt) as string } }),
    ...(at(incident.dispatchedAt) && { dispatchNotified: at(incident.dispatchedAt) }),
    ...(dispatched && { unitNotified: dispatched }),
    ...(enRoute && { enRoute: { value: enRoute } }),
    ...(onScene && { onScene: { value: onScene } }),
  };
  const content: PcrContent = {
    response: {
      incidentNumber: { value: incident.incidentNumber.slice(0, 50) },
      ...(unit && { vehicleId: unit.equipmentId }),
    },
    times,
  };
  return { content, unitId: unit?.equipmentId ?? null, crew: responders.map((r) => r.userId) };
}

/** The body's content over what the incident brought, section by section. */
function mergeContent(base: PcrContent, typed: PcrContent | undefined): PcrContent {
  if (!typed) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(typed)) {
    const before = merged[key];
    merged[key] =
      before && typeof before === "object" && !Array.isArray(before) && value && typeof value === "object"
        ? { ...before, ...value }
        : value;
  }
  return merged as PcrContent;
}

export async function createReport(
  scope: AgencyScope,
  body: { id?: string; incidentId?: string; content?: PcrContent },
): Promise<PcrRecord> {
  return scope.run(async (tx) => {
    if (body.id) {
      // A device's own id: its replay answers the report it made; anyone else's report keeps it.
      const [made] = await tx
        .select()
        .from(pcrReports)
        .where(and(eq(pcrReports.agencyId, scope.agencyId), eq(pcrReports.id, body.id)));
      if (made?.createdById === scope.userId) return toRecord(tx, made);
      // Keys are the agency's and the id (as every table's), so only this agency's reports can hold it.
      if (made) throw conflict(PCR_MESSAGES.idTaken);
    }
    const start = body.incidentId
      ? await fromIncident(tx, scope, body.incidentId)
      : { content: {} as PcrContent, unitId: null, crew: [] as string[] };
    const crew = [...new Set([scope.userId, ...start.crew])];
    const content = mergeContent(
      { ...start.content, crew: crew.map((memberId) => ({ memberId })) },
      body.content,
    );
    const [row] = await tx
      .insert(pcrReports)
      .values({
        ...(body.id && { id: body.id }),
        agencyId: scope.agencyId,
        incidentId: body.incidentId ?? null,
        unitId: start.unitId,
        content,
        createdById: scope.userId,
      })
      .returning();
    await tx
      .insert(pcrCrew)
      .values(crew.map((userId) => ({ agencyId: scope.agencyId, reportId: row.id, userId })));
    return toRecord(tx, row);
  });
}

/** The printable report: opened (and logged) as "pdf", with the agency's name for its header. */
export async function reportPdf(scope: AgencyScope, id: string) {
  const record = await getReport(scope, id, "pdf");
  const [agency] = await scope.run((tx) =>
    tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, scope.agencyId)),
  );
  const pdf = await pcrPdf(record, {
    agencyName: agency?.name ?? "",
    timeZone: scope.timeZone,
    generatedAt: new Date(),
  });
  const number = (record.content as PcrContent).pcrNumber ?? record.incidentNumber ?? record.id.slice(0, 8);
  return { pdf, filename: `patient-care-report-${number.replace(/[^A-Za-z0-9._-]+/g, "-")}.pdf` };
}

export async function getReport(scope: AgencyScope, id: string, action = "open"): Promise<PcrRecord> {
  return scope.run(async (tx) => {
    const { row } = await openReport(tx, scope, id);
    await logAccess(tx, scope, id, action);
    return toRecord(tx, row);
  });
}

const bump = (row: PcrReportRow) => ({ version: row.version + 1, updatedAt: new Date() });

async function save(tx: Transaction, row: PcrReportRow, values: Partial<typeof pcrReports.$inferInsert>) {
  const [saved] = await tx
    .update(pcrReports)
    .set({ ...bump(row), ...values })
    .where(and(eq(pcrReports.agencyId, row.agencyId), eq(pcrReports.id, row.id)))
    .returning();
  return saved;
}

/** 409 when the save was made against another version than the report's (If-Match), told apart from none. */
function assertVersion(row: PcrReportRow, expected: number | undefined) {
  if (expected !== undefined && expected !== row.version) throw conflict(PCR_MESSAGES.stale);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Members the content's crew names by their member id join the report's crew (so they open it); nobody leaves
 * it by a save, so a draft cannot shut a colleague out of a call they were on.
 */
async function joinNamedCrew(tx: Transaction, scope: AgencyScope, reportId: string, content: PcrContent) {
  const named = [...new Set((content.crew ?? []).map((c) => c.memberId).filter((id) => UUID.test(id)))];
  if (named.length === 0) return;
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, scope.agencyId), inArray(users.id, named), isNull(users.deletedAt)));
  if (members.length)
    await tx
      .insert(pcrCrew)
      .values(members.map((m) => ({ agencyId: scope.agencyId, reportId, userId: m.id })))
      .onConflictDoNothing();
}

export async function updateReport(
  scope: AgencyScope,
  id: string,
  content: PcrContent,
  expected: number | undefined,
): Promise<PcrRecord> {
  return scope.run(async (tx) => {
    const { row } = await openReport(tx, scope, id, true);
    if (row.status === "closed") throw conflict(PCR_MESSAGES.closed);
    assertVersion(row, expected);
    await joinNamedCrew(tx, scope, id, content);
    return toRecord(tx, await save(tx, row, { content }));
  });
}

/** 409 with what the standard still wants (missing.ts) while anything is missing. */
function assertComplete(content: PcrContent) {
  const missing = missingForClose(content);
  if (missing.length) throw new AppError(409, PCR_MESSAGES.missing, undefined, undefined, { missing });
}

export async function closeReport(scope: AgencyScope, id: string, expected: number | undefined) {
  return scope.run(async (tx) => {
    const { row } = await openReport(tx, scope, id, true);
    if (row.status === "closed") throw conflict(PCR_MESSAGES.closed);
    assertVersion(row, expected);
    assertComplete(row.content as PcrContent);
    const closed = await save(tx, row, {
      status: "closed",
      closedAt: new Date(),
      closedById: scope.userId,
      returnedReason: null,
    });
    await queueOnClose(tx, scope, id);
    return toRecord(tx, closed);
  });
}

export async function addAddendum(
  scope: AgencyScope,
  id: string,
  body: { reason: string; content?: PcrContent },
): Promise<PcrRecord> {
  return scope.run(async (tx) => {
    const { row } = await openReport(tx, scope, id, true);
    if (row.status !== "closed") throw conflict(PCR_MESSAGES.notClosed);
    const before = row.content as PcrContent;
    const changed = body.content ? changedLabels(before, body.content) : [];
    if (body.content) assertComplete(body.content);
    await tx.insert(pcrAddenda).values({
      agencyId: scope.agencyId,
      reportId: id,
      byId: scope.userId,
      reason: body.reason,
      changed,
      content: body.content && changed.length ? body.content : null,
      previousContent: body.content && changed.length ? before : null,
    });
    const saved = await save(tx, row, changed.length && body.content ? { content: body.content } : {});
    // The state has the report as it was: a changed one goes again when the agency submits on close.
    if (changed.length) await queueOnClose(tx, scope, id);
    return toRecord(tx, saved);
  });
}

/** The report's crew, told of QA's comment or return (no clinical value in what they are told). */
async function tellCrew(tx: Transaction, scope: AgencyScope, row: PcrReportRow, title: string) {
  const crew = await tx
    .select({ userId: pcrCrew.userId })
    .from(pcrCrew)
    .where(and(eq(pcrCrew.agencyId, scope.agencyId), eq(pcrCrew.reportId, row.id)));
  const content = row.content as PcrContent;
  const number = content.pcrNumber ?? (content.response?.incidentNumber as { value?: string })?.value;
  const message = `Patient care report${number ? ` ${number}` : ""}: open it in Patient care reports.`;
  await notify(
    tx,
    crew
      .filter((c) => c.userId !== scope.userId)
      .map((c) => ({ agencyId: scope.agencyId, userId: c.userId, type: "info" as const, title, message })),
  );
}

export async function addComment(scope: AgencyScope, id: string, text: string) {
  return scope.run(async (tx) => {
    const opened = await openReport(tx, scope, id, true);
    assertReviewer(opened);
    await tx
      .insert(pcrComments)
      .values({ agencyId: scope.agencyId, reportId: id, byId: scope.userId, kind: "comment", text });
    await tellCrew(tx, scope, opened.row, "QA commented on a patient care report");
    return toRecord(tx, opened.row);
  });
}

export async function returnReport(scope: AgencyScope, id: string, reason: string) {
  return scope.run(async (tx) => {
    const opened = await openReport(tx, scope, id, true);
    assertReviewer(opened);
    if (opened.row.status !== "closed") throw conflict(PCR_MESSAGES.notClosed);
    await tx
      .insert(pcrComments)
      .values({ agencyId: scope.agencyId, reportId: id, byId: scope.userId, kind: "return", text: reason });
    const saved = await save(tx, opened.row, {
      status: "draft",
      returnedReason: reason,
      closedAt: null,
      closedById: null,
      reviewedAt: null,
      reviewedById: null,
    });
    await tellCrew(tx, scope, saved, "QA returned a patient care report to you");
    return toRecord(tx, saved);
  });
}

export async function reviewReport(scope: AgencyScope, id: string) {
  return scope.run(async (tx) => {
    const opened = await openReport(tx, scope, id, true);
    assertReviewer(opened);
    if (opened.row.status !== "closed") throw conflict(PCR_MESSAGES.notClosed);
    const saved = await save(tx, opened.row, { reviewedAt: new Date(), reviewedById: scope.userId });
    return toRecord(tx, saved);
  });
}

/** Admins: who opened the report and when, newest first (the route is admins'; the report must exist). */
export async function accessLog(scope: AgencyScope, id: string) {
  return scope.run(async (tx) => {
    await openReport(tx, scope, id);
    const rows = await tx
      .select()
      .from(pcrAccessLog)
      .where(and(eq(pcrAccessLog.agencyId, scope.agencyId), eq(pcrAccessLog.reportId, id)))
      .orderBy(desc(pcrAccessLog.createdAt));
    const names = await people(
      tx,
      scope.agencyId,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({
      by: names.get(r.userId) ?? { id: r.userId, name: "Former member" },
      action: r.action,
      at: r.createdAt.toISOString(),
    }));
  });
}
