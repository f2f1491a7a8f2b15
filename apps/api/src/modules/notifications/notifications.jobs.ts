/**
 * Time-based notifications (spec 02 §9 thresholds), run periodically by every server instance; the advisory
 * lock in lib/jobs.ts lets one instance at a time do a round. Each notification carries a dedupe key naming
 * the thing and its date, so a reminder is sent once per certification expiry date, maintenance due date or
 * medical evaluation due date, however many rounds see it. A changed date (a renewal, a rescheduled service)
 * is news again.
 */
import { MAINTENANCE_DUE_SOON_DAYS } from "@rollcall/shared/equipment";
import { MEDICAL_DUE_SOON_DAYS } from "@rollcall/shared/wellness";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { addDaysIso, displayDate } from "../../lib/dates";
import { createJobRunner, forEachAgency, type Job, runJobsOnce } from "../../lib/jobs";
import { type NewNotification, notify } from "../../lib/notify";
import { queueWebhookEvent } from "../../lib/webhooks";
import { expiringCertifications } from "../compliance";
import { maintenanceDueBy } from "../equipment";
import { currentManagers } from "../users";
import { medicalEvaluationsDueBy } from "../wellness";

/** Advisory lock key of the notification jobs (distinct from the migration and seed keys). */
export const NOTIFICATION_JOBS_LOCK_KEY = 7206155;
export const NOTIFICATION_JOBS_INTERVAL_MS = 15 * 60 * 1000;
/** Soon after start (the demo seed is in by then), so a fresh server's reminders are there from the first page. */
export const NOTIFICATION_JOBS_FIRST_RUN_MS = 1000;

/** (a) Each member whose certification expires within EXPIRING_SOON_DAYS (not yet expired) hears it once per expiry date. */
export const certificationExpiryJob: Job = {
  name: "certification-expiring",
  run: (context) =>
    forEachAgency(context, "certification-expiring", async (tx, { agencyId, today }) => {
      const rows = await expiringCertifications(tx, agencyId, today);
      // The agency's systems hear it once per certificate and expiry date too (webhooks).
      await queueWebhookEvent(
        tx,
        agencyId,
        "certification.expiring",
        async () =>
          rows.map((cert) => ({
            id: cert.id,
            name: cert.name,
            expirationDate: cert.expirationDate,
            holder: { id: cert.userId, firstName: cert.firstName, lastName: cert.lastName },
          })),
        (cert) => `${cert.id}:${cert.expirationDate}`,
      );
      return notify(
        tx,
        rows.map(
          (cert): NewNotification => ({
            agencyId,
            userId: cert.userId,
            type: "warning",
            title: "Certification expiring",
            message: `Your ${cert.name} certification expires on ${displayDate(cert.expirationDate)}.`,
            dedupeKey: `cert-expiring:${cert.id}:${cert.expirationDate}`,
            alert: { kind: "cert_expiring", link: "/compliance" },
          }),
        ),
      );
    }),
};

/**
 * (b) Equipment whose next maintenance is due within 7 days or overdue: every admin and officer of the agency
 * hears it once per item and due date.
 */
export const maintenanceDueJob: Job = {
  name: "maintenance-due",
  run: (context) =>
    forEachAgency(context, "maintenance-due", async (tx, { agencyId, today }) => {
      const items = await maintenanceDueBy(tx, agencyId, addDaysIso(today, MAINTENANCE_DUE_SOON_DAYS));
      const managers = await currentManagers(tx, agencyId);
      const notifications: NewNotification[] = [];
      for (const item of items) {
        const due = item.dueDate as string;
        const overdue = due < today;
        for (const manager of managers) {
          notifications.push({
            agencyId,
            userId: manager.id,
            type: overdue ? "alert" : "warning",
            title: overdue ? "Maintenance overdue" : "Maintenance due",
            message: overdue
              ? `${item.name} was due for maintenance on ${displayDate(due)}.`
              : `${item.name} is due for maintenance on ${displayDate(due)}.`,
            dedupeKey: `maintenance-due:${item.id}:${due}`,
          });
        }
      }
      return notify(tx, notifications);
    }),
};

/**
 * (c) A member whose latest medical evaluation is due within MEDICAL_DUE_SOON_DAYS (or overdue) hears it once
 * per record and due date. Addressed to that member alone, never to an admin: the record is private, and
 * even its existence is the member's to share.
 */
export const medicalDueJob: Job = {
  name: "medical-due",
  run: (context) =>
    forEachAgency(context, "medical-due", async (tx, { agencyId, today }) => {
      const due = await medicalEvaluationsDueBy(tx, agencyId, addDaysIso(today, MEDICAL_DUE_SOON_DAYS));
      return notify(
        tx,
        due.map(
          (record): NewNotification => ({
            agencyId,
            userId: record.userId,
            type: "warning",
            title: "Medical evaluation due",
            message: `Your ${lowerFirst(record.evaluation)} ${record.nextDueDate < today ? "was" : "is"} due on ${displayDate(record.nextDueDate)}.`,
            dedupeKey: `medical-due:${record.id}:${record.nextDueDate}`,
          }),
        ),
      );
    }),
};

/** "Annual medical evaluation" reads "Your annual medical evaluation"; "NFPA 1582 exam" keeps its capitals. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;

export const NOTIFICATION_JOBS: Job[] = [certificationExpiryJob, maintenanceDueJob, medicalDueJob];

/** Runs the notification jobs once, now (or at `now`), under the shared lock. The entry point for tests. */
export function runNotificationJobs(db: Database, log: FastifyBaseLogger, now?: Date) {
  return runJobsOnce(db, { lockKey: NOTIFICATION_JOBS_LOCK_KEY, jobs: NOTIFICATION_JOBS, log, now });
}

/**
 * The periodic runner the app starts: on by default except under NODE_ENV=test, where tests run the jobs
 * directly; `overrides` exist for tests of the runner itself.
 */
export function createNotificationJobRunner(
  app: { db: Database; log: FastifyBaseLogger; env: Pick<Env, "NODE_ENV"> },
  overrides: Partial<{ enabled: boolean; intervalMs: number; firstRunDelayMs: number }> = {},
) {
  return createJobRunner({
    db: app.db,
    log: app.log,
    jobs: NOTIFICATION_JOBS,
    lockKey: NOTIFICATION_JOBS_LOCK_KEY,
    enabled: overrides.enabled ?? app.env.NODE_ENV !== "test",
    intervalMs: overrides.intervalMs ?? NOTIFICATION_JOBS_INTERVAL_MS,
    firstRunDelayMs: overrides.firstRunDelayMs ?? NOTIFICATION_JOBS_FIRST_RUN_MS,
  });
}
