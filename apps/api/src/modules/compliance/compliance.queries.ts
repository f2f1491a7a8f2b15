/**
 * What the compliance services share: the agency's today, the certification query joined to its holder,
 * the answer shape, and the write rule (managers for anyone, every member for their own).
 */
import {
  addDaysToIsoDate,
  type Certification,
  COMPLIANCE_MESSAGES,
  certificationState,
  daysBetweenIsoDates,
  EXPIRING_SOON_DAYS,
} from "@rollcall/shared/compliance";
import { isManager } from "@rollcall/shared/roles";
import { and, asc, count, eq, gte, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { certifications, requiredCertifications } from "../../db/schema/compliance";
import { users } from "../../db/schema/users";
import { forbidden, notFound } from "../../lib/errors";
import { queryRows } from "../../lib/sql";
import type { AgencyScope } from "../../plugins/auth";

/** Spec 02 §9 date display, for the module's reports. */
export { displayDate } from "../../lib/dates";

/** Managers write anyone's certifications; every other member only their own (403 otherwise). */
export function assertCanWrite(scope: AgencyScope, holderId: string) {
  if (!isManager(scope) && holderId !== scope.userId) throw forbidden(COMPLIANCE_MESSAGES.ownOnly);
}

/** Joins a certification to its holder while still on the roster: removed members' certifications drop out. */
export const holderOnRoster = and(
  eq(users.agencyId, certifications.agencyId),
  eq(users.id, certifications.userId),
  isNull(users.deletedAt),
);

export const certificationColumns = {
  cert: certifications,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  email: users.email,
};

export type CertificationRow = {
  cert: typeof certifications.$inferSelect;
  firstName: string;
  lastName: string;
  role: (typeof users.$inferSelect)["role"];
  email: string;
};

/** The agency's certifications (holders on the roster) matching `where`. */
export function selectCertifications(tx: Transaction, agencyId: string, where?: SQL) {
  return tx
    .select(certificationColumns)
    .from(certifications)
    .innerJoin(users, holderOnRoster)
    .where(and(eq(certifications.agencyId, agencyId), where));
}

/** One certification of the agency, or 404 (another agency's id answers exactly like a missing one). */
export async function loadCertification(tx: Transaction, agencyId: string, id: string) {
  const [row] = await selectCertifications(tx, agencyId, eq(certifications.id, id)).limit(1);
  if (!row) throw notFound(COMPLIANCE_MESSAGES.notFound);
  return row;
}

export const documentPath = (id: string) => `/api/certifications/${id}/document`;

export function toCertification(row: CertificationRow, today: string): Certification {
  const c = row.cert;
  return {
    id: c.id,
    userId: c.userId,
    holderName: `${row.firstName} ${row.lastName}`.trim(),
    user: { id: c.userId, firstName: row.firstName, lastName: row.lastName, role: row.role },
    name: c.name,
    issuingOrganization: c.issuingOrganization,
    issueDate: c.issueDate,
    expirationDate: c.expirationDate,
    certificateNumber: c.certificateNumber,
    status: c.status,
    displayState: certificationState(c.expirationDate, today),
    daysUntilExpiration: daysBetweenIsoDates(today, c.expirationDate),
    documentUrl: c.documentKey ? documentPath(c.id) : null,
    documentName: c.documentKey ? c.documentName : null,
    documentContentType: c.documentKey ? c.documentContentType : null,
    documentSize: c.documentKey ? c.documentSize : null,
    lastRemindedAt: c.lastRemindedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// What other modules ask (the dashboard, the notification jobs)
// ---------------------------------------------------------------------------------------------------------

/**
 * Certifications expiring within EXPIRING_SOON_DAYS of `today`, not yet expired (every holder counts); a count
 * for readCounts.
 */
export function expiringCertificationsCount(tx: Transaction, agencyId: string, today: string) {
  return tx
    .select({ value: count() })
    .from(certifications)
    .where(
      and(
        eq(certifications.agencyId, agencyId),
        gte(certifications.expirationDate, today),
        lte(certifications.expirationDate, addDaysToIsoDate(today, EXPIRING_SOON_DAYS)),
      ),
    );
}

/**
 * Certifications of members on the roster expiring within EXPIRING_SOON_DAYS (or `days`) of `today`, earliest
 * first; with `expired`, those already past expiry too. `limit` keeps the first ones.
 */
export function expiringCertifications(
  tx: Transaction,
  agencyId: string,
  today: string,
  options: { expired?: boolean; limit?: number; days?: number } = {},
) {
  const query = tx
    .select({
      id: certifications.id,
      userId: certifications.userId,
      name: certifications.name,
      expirationDate: certifications.expirationDate,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(certifications)
    .innerJoin(users, holderOnRoster)
    .where(
      and(
        eq(certifications.agencyId, agencyId),
        options.expired ? undefined : gte(certifications.expirationDate, today),
        lte(certifications.expirationDate, addDaysToIsoDate(today, options.days ?? EXPIRING_SOON_DAYS)),
      ),
    )
    .orderBy(asc(certifications.expirationDate), asc(certifications.name));
  return options.limit === undefined ? query : query.limit(options.limit);
}

/** In force on `today`: stored status active and not past expiry. */
const inForce = (today: string) =>
  sql`${certifications.status} = 'active' and ${certifications.expirationDate} >= ${today}::date`;

/**
 * Per label, the certifications (holders on the roster) whose name contains it (any case): how many, and
 * how many are in force on `today`. One pass over the agency's certifications.
 */
export async function certificationCountsByLabel(
  tx: Transaction,
  agencyId: string,
  today: string,
  labels: readonly string[],
): Promise<Record<string, { active: number; total: number }>> {
  const columns = Object.fromEntries(
    labels.flatMap((label) => {
      const matches = sql`strpos(lower(${certifications.name}), ${label.toLowerCase()}) > 0`;
      return [
        [`${label}_total`, sql<number>`count(*) filter (where ${matches})::int`],
        [`${label}_active`, sql<number>`count(*) filter (where ${matches} and ${inForce(today)})::int`],
      ];
    }),
  );
  const [row] = await tx
    .select(columns)
    .from(certifications)
    .innerJoin(users, holderOnRoster)
    .where(eq(certifications.agencyId, agencyId));
  return Object.fromEntries(
    labels.map((label) => [
      label,
      { active: Number(row?.[`${label}_active`] ?? 0), total: Number(row?.[`${label}_total`] ?? 0) },
    ]),
  );
}

/** Who holds which certification in force on `today`: one row per member and lower-cased name. */
export function certificationsInForce(tx: Transaction, agencyId: string, today: string) {
  return tx
    .selectDistinct({ userId: certifications.userId, name: sql<string>`lower(${certifications.name})` })
    .from(certifications)
    .where(
      and(
        eq(certifications.agencyId, agencyId),
        eq(certifications.status, "active"),
        gte(certifications.expirationDate, today),
      ),
    );
}

/**
 * Certifications (stored status active) of the given lower-cased names that have not expired by `from`, with
 * their dates, so a caller can tell whether each was in force on a later day (issued by then, not yet
 * expired). Minimum staffing counts qualified members per shift date with it.
 */
export function certificationsValidFrom(
  tx: Transaction,
  agencyId: string,
  from: string,
  lowerNames: readonly string[],
) {
  return tx
    .select({
      userId: certifications.userId,
      name: sql<string>`lower(${certifications.name})`,
      issueDate: certifications.issueDate,
      expirationDate: certifications.expirationDate,
    })
    .from(certifications)
    .where(
      and(
        eq(certifications.agencyId, agencyId),
        eq(certifications.status, "active"),
        gte(certifications.expirationDate, from),
        inArray(sql`lower(${certifications.name})`, [...lowerNames]),
      ),
    );
}

/** The agency's required certifications: each name (lower-cased) and the role it applies to (null: everyone). */
export function requiredCertificationRules(tx: Transaction, agencyId: string) {
  return tx
    .select({ name: sql<string>`lower(${requiredCertifications.name})`, role: requiredCertifications.role })
    .from(requiredCertifications)
    .where(eq(requiredCertifications.agencyId, agencyId));
}

/** Adds certifications brought in by an import (holders already checked to be the agency's members), active. */
export async function insertCertifications(
  tx: Transaction,
  agencyId: string,
  rows: ReadonlyArray<
    Pick<
      typeof certifications.$inferInsert,
      "userId" | "name" | "issuingOrganization" | "issueDate" | "expirationDate" | "certificateNumber"
    >
  >,
) {
  if (rows.length === 0) return;
  await tx
    .insert(certifications)
    .values(rows.map((row) => ({ ...row, agencyId, status: "active" as const })));
}

/**
 * Certification compliance over time, one statement: at each month's end of `from`..`to` (the range's last
 * day for its last month), the members on the roster that day (hired, or joined, by then and not yet removed)
 * and how many held every certification required of their role valid that day (issued by then, not yet
 * expired; a certification pending review does not count), and how many of them any certification is required
 * of (`required`). Without requirements every member complies, and `required` is 0: nothing to plot.
 */
export function complianceFigures(
  tx: Transaction,
  q: { agencyId: string; timeZone: string; from: string; to: string },
) {
  return queryRows<{ month: string; date: string; members: number; required: number; compliant: number }>(
    tx,
    sql`
    with days as (
      select least((m + interval '1 month - 1 day')::date, ${q.to}::date) as day
      from generate_series(date_trunc('month', ${q.from}::date), ${q.to}::date, interval '1 month') m
    ), roster as (
      select d.day, u.id, u.role
      from days d
      join users u on u.agency_id = ${q.agencyId}
        and coalesce(u.hire_date, (u.created_at at time zone ${q.timeZone})::date) <= d.day
        and (u.deleted_at is null or (u.deleted_at at time zone ${q.timeZone})::date > d.day)
    )
    select to_char(d.day, 'YYYY-MM') as month, d.day::text as date, count(r.id)::int as members,
      (count(r.id) filter (where exists (
        select 1 from required_certifications rc
        where rc.agency_id = ${q.agencyId} and (rc.role is null or rc.role = r.role)
      )))::int as required,
      (count(r.id) filter (where not exists (
        select 1 from required_certifications rc
        where rc.agency_id = ${q.agencyId} and (rc.role is null or rc.role = r.role)
          and not exists (
            select 1 from certifications c
            where c.agency_id = ${q.agencyId} and c.user_id = r.id and lower(c.name) = lower(rc.name)
              and c.status <> 'pending' and (c.issue_date is null or c.issue_date <= d.day)
              and c.expiration_date >= d.day)
      )))::int as compliant
    from days d left join roster r on r.day = d.day
    group by d.day order by d.day`,
  );
}
