/**
 * What the incident services share: the agency's dates and times, reading reports with their officer,
 * responders and apparatus, and the answer shape.
 */
import { TZDate } from "@date-fns/tz";
import { NO_STATION } from "@rollcall/shared/analytics";
import {
  DEFAULT_RANGE_MONTHS,
  INCIDENT_MESSAGES,
  type Incident,
  type IncidentType,
  isIsoDate,
} from "@rollcall/shared/incidents";
import { NON_NFIRS_INCIDENT_TYPES } from "@rollcall/shared/nfirs";
import { format } from "date-fns";
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { equipment } from "../../db/schema/equipment";
import {
  incidentApparatus,
  incidentResponders,
  incidents,
  type NerisSubmissionRow,
  nerisSubmissions,
} from "../../db/schema/incidents";
import { users } from "../../db/schema/users";
import {
  addDaysIso,
  agencyToday,
  type DayRange,
  dayRange,
  daysBetween,
  wallClockInstant,
} from "../../lib/dates";
import { badRequest, notFound } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import { toNerisSubmission } from "./neris/neris.submission";

/** A moment input as an instant (lib/dates' wall-clock rule); 400 with the incident form's message if unreadable. */
export function toInstant(value: string, timeZone: string): Date {
  const instant = wallClockInstant(value, timeZone);
  if (Number.isNaN(instant.getTime())) throw badRequest(INCIDENT_MESSAGES.invalidDateTime);
  return instant;
}

/** "yyyy-MM-dd HH:mm" in the agency's zone (files and the PDF). */
export const agencyDateTime = (instant: Date | null, timeZone: string) =>
  instant ? format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd HH:mm") : "";

/** "MMM d, yyyy HH:mm" in the agency's zone (the PDF and the change history). */
export const displayDateTime = (instant: Date | null, timeZone: string) =>
  instant ? format(new TZDate(instant.getTime(), timeZone), "MMM d, yyyy HH:mm") : "";

/** Spec 02 §9 date display. */
export { displayDate } from "../../lib/dates";

/** yyyy-MM-dd minus whole months (the day clamps to the month's end). */
function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export type ResolvedRange = DayRange;

/**
 * The range of incident dates a figure or export covers (inclusive calendar dates in the agency's zone):
 * by default the 12 months up to today. `start`/`end` are the instants bounding it (end exclusive).
 */
export function resolveRange(query: { from?: string; to?: string }, timeZone: string): ResolvedRange {
  const to = query.to ?? agencyToday(timeZone);
  const from = query.from ?? addDays(monthsBefore(to, DEFAULT_RANGE_MONTHS), 1);
  if (!isIsoDate(from) || !isIsoDate(to)) throw badRequest(INCIDENT_MESSAGES.invalidDate);
  if (from > to) throw badRequest(INCIDENT_MESSAGES.rangeOrder, { from: INCIDENT_MESSAGES.rangeOrder });
  if (daysBetween(from, to) > 366 * 5)
    throw badRequest(INCIDENT_MESSAGES.rangeTooLong, { from: INCIDENT_MESSAGES.rangeTooLong });
  return dayRange(from, to, timeZone);
}

export const addDays = addDaysIso;

// ---------------------------------------------------------------------------------------------------------
// Reading reports
// ---------------------------------------------------------------------------------------------------------

export type IncidentRow = typeof incidents.$inferSelect;

export type LoadedIncident = {
  row: IncidentRow;
  /** Who wrote the report; null for a report of unknown origin (then only officers and admins edit it). */
  reportedById: string | null;
  officer: { id: string; firstName: string; lastName: string; deletedAt: Date | null };
  responders: { id: string; firstName: string; lastName: string; deletedAt: Date | null }[];
  apparatus: ({
    id: string;
    name: string;
    type: string;
    nerisUnitType: string | null;
    deletedAt: Date | null;
  } & UnitTimes)[];
  /** Its submission to NERIS; null until first queued. */
  submission: NerisSubmissionRow | null;
};

/** One apparatus' times on a report (incident_apparatus). */
export type UnitTimes = {
  dispatchedAt: Date | null;
  enRouteAt: Date | null;
  onSceneAt: Date | null;
  canceledAt: Date | null;
  clearedAt: Date | null;
  staffing: number | null;
};

/** Rows by their incident, in the order given, without the incidentId column. */
function groupBy<T extends { incidentId: string }>(list: T[]): Map<string, Omit<T, "incidentId">[]> {
  const map = new Map<string, Omit<T, "incidentId">[]>();
  for (const { incidentId, ...rest } of list) {
    const group = map.get(incidentId);
    if (group) group.push(rest);
    else map.set(incidentId, [rest]);
  }
  return map;
}

/** The agency's reports matching `where`, newest incident first, each with its people and apparatus. */
export async function selectIncidents(tx: Transaction, agencyId: string, where?: SQL) {
  const rows = await tx
    .select({
      row: incidents,
      officerFirst: users.firstName,
      officerLast: users.lastName,
      officerDeletedAt: users.deletedAt,
    })
    .from(incidents)
    .innerJoin(users, and(eq(users.agencyId, incidents.agencyId), eq(users.id, incidents.reportingOfficerId)))
    .where(and(eq(incidents.agencyId, agencyId), where))
    .orderBy(desc(incidents.incidentDate), desc(incidents.incidentNumber));
  if (!rows.length) return [];
  // The same reports as a subquery, not a list of ids: a long history stays one small statement.
  const ids = tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.agencyId, agencyId), where));
  const responders = await tx
    .select({
      incidentId: incidentResponders.incidentId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
    })
    .from(incidentResponders)
    .innerJoin(
      users,
      and(eq(users.agencyId, incidentResponders.agencyId), eq(users.id, incidentResponders.userId)),
    )
    .where(and(eq(incidentResponders.agencyId, agencyId), inArray(incidentResponders.incidentId, ids)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const apparatus = await tx
    .select({
      incidentId: incidentApparatus.incidentId,
      id: equipment.id,
      name: equipment.name,
      type: equipment.type,
      nerisUnitType: equipment.nerisUnitType,
      deletedAt: equipment.deletedAt,
      dispatchedAt: incidentApparatus.dispatchedAt,
      enRouteAt: incidentApparatus.enRouteAt,
      onSceneAt: incidentApparatus.onSceneAt,
      canceledAt: incidentApparatus.canceledAt,
      clearedAt: incidentApparatus.clearedAt,
      staffing: incidentApparatus.staffing,
    })
    .from(incidentApparatus)
    .innerJoin(
      equipment,
      and(
        eq(equipment.agencyId, incidentApparatus.agencyId),
        eq(equipment.id, incidentApparatus.equipmentId),
      ),
    )
    .where(and(eq(incidentApparatus.agencyId, agencyId), inArray(incidentApparatus.incidentId, ids)))
    .orderBy(asc(equipment.name));
  const submissions = await tx
    .select()
    .from(nerisSubmissions)
    .where(and(eq(nerisSubmissions.agencyId, agencyId), inArray(nerisSubmissions.id, ids)));
  const submissionOf = new Map(submissions.map((s) => [s.id, s]));
  const respondersOf = groupBy(responders);
  const apparatusOf = groupBy(apparatus);
  return rows.map(
    (r): LoadedIncident => ({
      row: r.row,
      reportedById: r.row.reportedById,
      officer: {
        id: r.row.reportingOfficerId,
        firstName: r.officerFirst,
        lastName: r.officerLast,
        deletedAt: r.officerDeletedAt,
      },
      responders: respondersOf.get(r.row.id) ?? [],
      apparatus: apparatusOf.get(r.row.id) ?? [],
      submission: submissionOf.get(r.row.id) ?? null,
    }),
  );
}

/** One report of the agency, or 404 (another agency's id answers exactly like a missing one). */
export async function loadIncident(tx: Transaction, agencyId: string, id: string): Promise<LoadedIncident> {
  const [loaded] = await selectIncidents(tx, agencyId, eq(incidents.id, id));
  if (!loaded) throw notFound(INCIDENT_MESSAGES.notFound);
  return loaded;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toIncident(loaded: LoadedIncident): Incident {
  const { row, reportedById, officer, responders, apparatus } = loaded;
  return {
    id: row.id,
    incidentNumber: row.incidentNumber,
    incidentType: row.incidentType,
    reportDate: row.reportDate,
    incidentDate: row.incidentDate.toISOString(),
    location: row.location,
    description: row.description,
    reportingOfficerId: row.reportingOfficerId,
    reportingOfficer: {
      id: officer.id,
      firstName: officer.firstName,
      lastName: officer.lastName,
      removed: officer.deletedAt !== null,
    },
    narrativeSummary: row.narrativeSummary,
    priority: row.priority,
    status: row.status,
    injuries: row.injuries,
    fatalities: row.fatalities,
    propertyDamage: row.propertyDamage,
    unitsResponded: row.unitsResponded,
    nfirsCode: row.nfirsCode,
    alarmAt: iso(row.alarmAt),
    dispatchedAt: iso(row.dispatchedAt),
    enRouteAt: iso(row.enRouteAt),
    arrivalAt: iso(row.arrivalAt),
    lastUnitClearedAt: iso(row.lastUnitClearedAt),
    actionTaken: row.actionTaken,
    propertyUse: row.propertyUse,
    aidGivenReceived: row.aidGivenReceived,
    nerisIncidentType: row.nerisIncidentType,
    neris: row.neris ?? null,
    responders: responders.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      removed: p.deletedAt !== null,
    })),
    apparatus: apparatus.map((a) => ({
      id: a.id,
      name: a.name,
      type: a.type,
      nerisUnitType: a.nerisUnitType,
      removed: a.deletedAt !== null,
      dispatchedAt: iso(a.dispatchedAt),
      enRouteAt: iso(a.enRouteAt),
      onSceneAt: iso(a.onSceneAt),
      canceledAt: iso(a.canceledAt),
      clearedAt: iso(a.clearedAt),
      staffing: a.staffing,
    })),
    completedAt: iso(row.completedAt),
    reportedById,
    nerisSubmission: toNerisSubmission(loaded.submission),
    openedByCad: row.cadIncidentNumber !== null,
    cadIncidentNumber: row.cadIncidentNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const personName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/** The `limit` most recent reports by incident date (the dashboard's card). */
export async function recentIncidents(tx: Transaction, agencyId: string, limit: number) {
  const rows = await tx
    .select({
      id: incidents.id,
      incidentNumber: incidents.incidentNumber,
      type: incidents.incidentType,
      location: incidents.location,
      incidentDate: incidents.incidentDate,
      unitsResponded: incidents.unitsResponded,
      priority: incidents.priority,
    })
    .from(incidents)
    .where(eq(incidents.agencyId, agencyId))
    .orderBy(desc(incidents.incidentDate), desc(incidents.incidentNumber))
    .limit(limit);
  return rows.map((row) => ({ ...row, incidentDate: row.incidentDate.toISOString() }));
}

/** Incidents of the given types reported after `since`, oldest first (automation rules). */
export function incidentsReportedSince(
  tx: Transaction,
  agencyId: string,
  since: Date,
  types: readonly IncidentType[],
) {
  return tx
    .select({
      id: incidents.id,
      incidentNumber: incidents.incidentNumber,
      incidentType: incidents.incidentType,
      priority: incidents.priority,
      location: incidents.location,
      createdAt: incidents.createdAt,
    })
    .from(incidents)
    .where(
      and(
        eq(incidents.agencyId, agencyId),
        gt(incidents.createdAt, since),
        inArray(incidents.incidentType, [...types]),
      ),
    )
    .orderBy(asc(incidents.createdAt));
}

/** Which of these incident numbers the agency already uses. */
export async function takenIncidentNumbers(tx: Transaction, agencyId: string, numbers: readonly string[]) {
  if (numbers.length === 0) return new Set<string>();
  const rows = await tx
    .select({ number: incidents.incidentNumber })
    .from(incidents)
    .where(and(eq(incidents.agencyId, agencyId), inArray(incidents.incidentNumber, [...numbers])));
  return new Set(rows.map((row) => row.number));
}

/** Past incidents brought in by an import (already checked), each completed; no webhooks: they are history. */
export async function insertPastIncidents(
  tx: Transaction,
  agencyId: string,
  rows: ReadonlyArray<Omit<typeof incidents.$inferInsert, "agencyId" | "status">>,
) {
  if (rows.length === 0) return;
  await tx.insert(incidents).values(rows.map((row) => ({ ...row, agencyId, status: "completed" as const })));
}

// ---------------------------------------------------------------------------------------------------------
// Analytics (the analytics module's charts read these)
// ---------------------------------------------------------------------------------------------------------

export type IncidentFigureQuery = DayRange & {
  agencyId: string;
  timeZone: string;
  incidentType?: IncidentType;
};

const inRange = (q: IncidentFigureQuery) => sql`i.agency_id = ${q.agencyId}
  and i.incident_date >= ${q.start.toISOString()}::timestamptz and i.incident_date < ${q.end.toISOString()}::timestamptz
  ${q.incidentType ? sql`and i.incident_type = ${q.incidentType}` : sql``}`;

/**
 * Response times per month, incident type or station, one statement: call to dispatch (dispatched − alarm),
 * en route (en route − dispatched, the turnout) and on scene (arrival − alarm, the total response), each the
 * median and 90th percentile (percentile_cont) of the incidents that have both times. Inspections and training
 * are not responses. A station is the home location of a responding apparatus (equipment.location), so an
 * incident answered from two stations counts in both; none recorded is NO_STATION. By month, every month of
 * the range has a row (count 0 when quiet).
 */
export async function responseTimeFigures(
  tx: Transaction,
  q: IncidentFigureQuery & { groupBy: "month" | "type" | "station" },
) {
  const excluded = sql.join(
    NON_NFIRS_INCIDENT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  const station = sql`coalesce(s.station, ${NO_STATION})`;
  const group = {
    month: sql`to_char(i.incident_date at time zone ${q.timeZone}, 'YYYY-MM')`,
    type: sql`i.incident_type`,
    station,
  }[q.groupBy];
  const stations =
    q.groupBy === "station"
      ? sql`left join (
          select distinct ia.incident_id, nullif(trim(e.location), '') as station
          from incident_apparatus ia
          join equipment e on e.agency_id = ia.agency_id and e.id = ia.equipment_id
          where ia.agency_id = ${q.agencyId}
        ) s on s.incident_id = i.id`
      : sql``;
  const phase = (p: string, expr: SQL) => sql`
    percentile_cont(0.5) within group (order by ${expr})::float8 as ${sql.raw(`${p}_median`)},
    percentile_cont(0.9) within group (order by ${expr})::float8 as ${sql.raw(`${p}_p90`)}`;
  const figures = sql`
    select ${group} as grp, count(distinct i.id)::int as count,
      ${phase("dispatch", sql`extract(epoch from i.dispatched_at - i.alarm_at)`)},
      ${phase("en_route", sql`extract(epoch from i.en_route_at - i.dispatched_at)`)},
      ${phase("on_scene", sql`extract(epoch from i.arrival_at - i.alarm_at)`)}
    from incidents i ${stations}
    where ${inRange(q)} and i.incident_type not in (${excluded})
    group by 1`;
  const months = sql`
    select to_char(m, 'YYYY-MM') as grp
    from generate_series(date_trunc('month', ${q.from}::date), ${q.to}::date, interval '1 month') m`;
  return queryRows<ResponseFigureRow>(
    tx,
    q.groupBy === "month"
      ? sql`with f as (${figures}) select m.grp, coalesce(f.count, 0) as count, f.dispatch_median, f.dispatch_p90,
          f.en_route_median, f.en_route_p90, f.on_scene_median, f.on_scene_p90
          from (${months}) m left join f on f.grp = m.grp order by m.grp`
      : sql`${figures} order by count desc, grp`,
  );
}

export type ResponseFigureRow = {
  grp: string;
  count: number;
  dispatch_median: number | null;
  dispatch_p90: number | null;
  en_route_median: number | null;
  en_route_p90: number | null;
  on_scene_median: number | null;
  on_scene_p90: number | null;
};

/** Incidents per type, day of week (0 Sunday) and hour in the agency's zone: one statement, empty cells left out. */
export function incidentVolumeFigures(tx: Transaction, q: IncidentFigureQuery) {
  const local = sql`(i.incident_date at time zone ${q.timeZone})`;
  return queryRows<{ incidentType: IncidentType; dayOfWeek: number; hour: number; count: number }>(
    tx,
    sql`select i.incident_type as "incidentType", extract(dow from ${local})::int as "dayOfWeek",
        extract(hour from ${local})::int as hour, count(*)::int as count
      from incidents i where ${inRange(q)}
      group by 1, 2, 3 order by 1, 2, 3`,
  );
}
