/**
 * What the compliance services share: the agency's today, the certification query joined to its holder,
 * the answer shape, and the write rule (managers for anyone, every member for their own).
 */
import { TZDate } from "@date-fns/tz";
import {
  type Certification,
  COMPLIANCE_MESSAGES,
  certificationState,
  daysBetweenIsoDates,
} from "@rollcall/shared/compliance";
import { MANAGER_ROLES } from "@rollcall/shared/roles";
import { format, parseISO } from "date-fns";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { certifications } from "../../db/schema/compliance";
import { users } from "../../db/schema/users";
import { forbidden, notFound } from "../../lib/errors";
import type { AgencyScope } from "../../plugins/auth";

/** The agency's calendar date (yyyy-MM-dd) at `now`. */
export function agencyToday(timeZone: string, now = new Date()): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/** Spec 02 §9 date display: MMM d, yyyy. */
export const displayDate = (date: string) => format(parseISO(date), "MMM d, yyyy");

export const isManager = (scope: Pick<AgencyScope, "role">) => MANAGER_ROLES.includes(scope.role);

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
