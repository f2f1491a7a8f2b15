/**
 * Certifications: the agency's list and its expiring ones, add / edit / renew / delete (managers for anyone,
 * members for their own), and a manager's reminder to the holder (in the app and by email, once a day).
 */
import { TZDate } from "@date-fns/tz";
import { brandNameOf, PRODUCT_NAME } from "@rollcall/shared/branding";
import {
  addDaysToIsoDate,
  type Certification,
  type CertificationFormValues,
  type CertificationUpdateValues,
  COMPLIANCE_MESSAGES,
  EXPIRING_SOON_DAYS,
  REMIND_INTERVAL_HOURS,
  type RemindResult,
} from "@rollcall/shared/compliance";
import { format } from "date-fns";
import { and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { certifications, type NewCertification } from "../../db/schema/compliance";
import { users } from "../../db/schema/users";
import { agencyToday } from "../../lib/dates";
import { badRequest, conflict } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { notify } from "../../lib/notify";
import type { FileStorage } from "../../lib/storage";
import type { AgencyScope } from "../../plugins/auth";
import {
  assertCanWrite,
  displayDate,
  loadCertification,
  selectCertifications,
  toCertification,
} from "./compliance.queries";

const byExpiry = [asc(certifications.expirationDate), asc(certifications.name), asc(users.lastName)];

/** Every certification of the agency whose holder is still a member, soonest expiry first. */
export async function listCertifications(scope: AgencyScope): Promise<Certification[]> {
  const today = agencyToday(scope.timeZone);
  const rows = await scope.run((tx) => selectCertifications(tx, scope.agencyId).orderBy(...byExpiry));
  return rows.map((row) => toCertification(row, today));
}

/** Expiring within 30 days and not yet expired (today counts as not expired). */
export async function listExpiringCertifications(scope: AgencyScope): Promise<Certification[]> {
  const today = agencyToday(scope.timeZone);
  const rows = await scope.run((tx) =>
    selectCertifications(
      tx,
      scope.agencyId,
      and(
        gte(certifications.expirationDate, today),
        lte(certifications.expirationDate, addDaysToIsoDate(today, EXPIRING_SOON_DAYS)),
      ),
    ).orderBy(...byExpiry),
  );
  return rows.map((row) => toCertification(row, today));
}

/** 400 on the userId field unless the id is a current member of the agency (another agency's member too). */
async function requireMember(tx: Transaction, agencyId: string, userId: string) {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!member)
    throw badRequest(COMPLIANCE_MESSAGES.userNotMember, { userId: COMPLIANCE_MESSAGES.userNotMember });
}

async function reload(tx: Transaction, scope: AgencyScope, id: string) {
  return toCertification(await loadCertification(tx, scope.agencyId, id), agencyToday(scope.timeZone));
}

export async function createCertification(scope: AgencyScope, v: CertificationFormValues) {
  assertCanWrite(scope, v.userId);
  return scope.run(async (tx) => {
    await requireMember(tx, scope.agencyId, v.userId);
    const [row] = await tx
      .insert(certifications)
      .values({
        agencyId: scope.agencyId,
        userId: v.userId,
        name: v.name,
        issuingOrganization: v.issuingOrganization,
        issueDate: v.issueDate,
        expirationDate: v.expirationDate,
        certificateNumber: v.certificateNumber,
        status: v.status,
      })
      .returning({ id: certifications.id });
    return reload(tx, scope, row.id);
  });
}

const UPDATABLE = [
  "userId",
  "name",
  "issuingOrganization",
  "issueDate",
  "expirationDate",
  "certificateNumber",
  "status",
] as const satisfies ReadonlyArray<keyof CertificationUpdateValues>;

/** Any of the fields; a renewal sends only expirationDate and status. A new expiry date starts a new reminder cycle. */
export async function updateCertification(scope: AgencyScope, id: string, v: CertificationUpdateValues) {
  return scope.run(async (tx) => {
    const { cert } = await loadCertification(tx, scope.agencyId, id);
    assertCanWrite(scope, cert.userId);
    if (v.userId !== undefined && v.userId !== cert.userId) {
      assertCanWrite(scope, v.userId);
      await requireMember(tx, scope.agencyId, v.userId);
    }
    const issueDate = v.issueDate !== undefined ? v.issueDate : cert.issueDate;
    const expirationDate = v.expirationDate ?? cert.expirationDate;
    if (issueDate && expirationDate < issueDate)
      throw badRequest(COMPLIANCE_MESSAGES.expiresBeforeIssue, {
        expirationDate: COMPLIANCE_MESSAGES.expiresBeforeIssue,
      });

    const changes: Partial<NewCertification> = {};
    for (const key of UPDATABLE) if (v[key] !== undefined) Object.assign(changes, { [key]: v[key] });
    if (v.expirationDate !== undefined && v.expirationDate !== cert.expirationDate)
      changes.lastRemindedAt = null;
    if (Object.keys(changes).length)
      await tx
        .update(certifications)
        .set(changes)
        .where(and(eq(certifications.agencyId, scope.agencyId), eq(certifications.id, id)));
    return reload(tx, scope, id);
  });
}

/** Deletes the certification, then its stored document (a failure there only leaves an orphan file, logged). */
export async function deleteCertification(
  scope: AgencyScope,
  id: string,
  deps: { storage: FileStorage; log: FastifyBaseLogger },
) {
  const documentKey = await scope.run(async (tx) => {
    const { cert } = await loadCertification(tx, scope.agencyId, id);
    assertCanWrite(scope, cert.userId);
    await tx
      .delete(certifications)
      .where(and(eq(certifications.agencyId, scope.agencyId), eq(certifications.id, id)));
    return cert.documentKey;
  });
  if (documentKey)
    await deps.storage
      .delete(documentKey)
      .catch((err) => deps.log.warn({ err, documentKey }, "could not remove a deleted certification's file"));
}

/**
 * Tells the holder in the app and by email that the certification needs renewing, at most once per 24 hours
 * per certification: the check and the record are one conditional update, so two managers clicking at once
 * send one reminder.
 */
export async function remindHolder(
  scope: AgencyScope,
  id: string,
  deps: { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
): Promise<RemindResult> {
  const today = agencyToday(scope.timeZone);
  const sent = await scope.run(async (tx) => {
    const row = await loadCertification(tx, scope.agencyId, id);
    const [recorded] = await tx
      .update(certifications)
      .set({ lastRemindedAt: sql`now()` })
      .where(
        and(
          eq(certifications.agencyId, scope.agencyId),
          eq(certifications.id, id),
          or(
            isNull(certifications.lastRemindedAt),
            sql`${certifications.lastRemindedAt} <= now() - make_interval(hours => ${REMIND_INTERVAL_HOURS})`,
          ),
        ),
      )
      .returning({ lastRemindedAt: certifications.lastRemindedAt });
    if (!recorded?.lastRemindedAt) {
      const last = row.cert.lastRemindedAt ?? new Date();
      const when = format(new TZDate(last.getTime(), scope.timeZone), "MMM d, yyyy 'at' HH:mm");
      throw conflict(
        `A reminder was already sent on ${when}. Another can be sent ${REMIND_INTERVAL_HOURS} hours after the last one.`,
      );
    }

    const { cert } = row;
    const expired = cert.expirationDate < today;
    const verb = expired ? "expired" : "expires";
    const date = displayDate(cert.expirationDate);
    await notify(tx, {
      agencyId: scope.agencyId,
      userId: cert.userId,
      type: "warning",
      title: "Certification renewal reminder",
      message: `Your ${cert.name} certification ${verb} on ${date}. Please renew it and upload the new certificate.`,
    });
    const [context] = await tx
      .select({
        agencyName: agencies.name,
        subscriptionTier: agencies.subscriptionTier,
        actorFirst: users.firstName,
        actorLast: users.lastName,
      })
      .from(agencies)
      .leftJoin(users, and(eq(users.agencyId, agencies.id), eq(users.id, scope.userId)))
      .where(eq(agencies.id, scope.agencyId));
    const actor = `${context?.actorFirst ?? ""} ${context?.actorLast ?? ""}`.trim() || "Your agency";
    const brand = context
      ? brandNameOf({ name: context.agencyName, subscriptionTier: context.subscriptionTier })
      : PRODUCT_NAME;
    return {
      remindedAt: recorded.lastRemindedAt,
      holderName: `${row.firstName} ${row.lastName}`.trim(),
      mail: {
        to: row.email,
        fromName: brand,
        agencyName: context?.agencyName,
        subject: `Reminder: your ${cert.name} certification ${verb} on ${date}`,
        text: [
          `Hello ${row.firstName},`,
          "",
          `${actor} at ${context?.agencyName ?? "your agency"} reminds you that your ${cert.name} certification${
            cert.certificateNumber ? ` (No. ${cert.certificateNumber})` : ""
          } ${verb} on ${date}.`,
          "",
          `Please renew it and upload the new certificate in ${brand}: ${deps.publicUrl}/compliance`,
        ].join("\n"),
      },
    };
  });

  // After the commit: the reminder is recorded even if the mail server is down.
  let emailSent = true;
  try {
    await deps.mailer.send(sent.mail);
  } catch (err) {
    emailSent = false;
    deps.log.error({ err }, "certification reminder email failed");
  }
  return { remindedAt: sent.remindedAt.toISOString(), holderName: sent.holderName, emailSent };
}
