/**
 * The demo agency: on the first start against an empty database (no agencies at all), Riverside Fire & Rescue
 * is created with a roster, a 24/48 platoon schedule around today, certifications (most with their scanned
 * certificate), shift trades, last week's overtime call-back, apparatus, incidents, training, a budget, wellness
 * data, notifications and a recall alert, so every screen has something to show. Each module's part of the demo is its own file here.
 *
 * Everything is written in one transaction signed by the demo chief, so a failure leaves nothing behind and
 * the audit log shows who "created" the data. Dates are computed from the moment of seeding (UTC).
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords";
import type { FileStorage } from "../../lib/storage";
import { asPlatform, type Database, type Queryable } from "../client";
import { agencies } from "../schema/agencies";
import { alertDeliveries, alertRecipients, alerts } from "../schema/alerting";
import { callbackEvents, callbackOffers, callbacks } from "../schema/callbacks";
import { certifications, requiredCertifications } from "../schema/compliance";
import { equipment, maintenanceRecords } from "../schema/equipment";
import { budgets, expenses } from "../schema/finance";
import { incidentApparatus, incidentResponders, incidents } from "../schema/incidents";
import { leaveBalances, leaveRequests } from "../schema/leave";
import { notifications } from "../schema/notifications";
import { shifts } from "../schema/scheduling";
import { staffingRequirements } from "../schema/staffing";
import { tradeLedger, trades } from "../schema/trades";
import { courses, trainingAssignments } from "../schema/training";
import { userAgencies, users } from "../schema/users";
import { fitnessEnrollments, fitnessPrograms, wellnessRecords } from "../schema/wellness";
import { buildAlerts } from "./alerting";
import { buildCallbacks } from "./callbacks";
import { attachCertificateDocuments, buildCertifications } from "./compliance";
import { type DemoContext, demoContext } from "./context";
import { buildEquipment } from "./equipment";
import { buildFinance } from "./finance";
import { buildIncidents } from "./incidents";
import { buildLeave } from "./leave";
import { buildNotifications } from "./notifications";
import { buildPeople, DEMO_ACCOUNTS, DEMO_AGENCY_ID, DEMO_PASSWORD } from "./people";
import { buildShifts } from "./scheduling";
import { buildTrades } from "./trades";
import { buildTraining } from "./training";
import { buildWellness } from "./wellness";

export { DEMO_ACCOUNTS, DEMO_AGENCY_ID };

/** Serializes concurrent first starts against one PostgreSQL server (only one of them seeds). */
const SEED_LOCK_KEY = 7206154;

async function hasAgencies(q: Queryable): Promise<boolean> {
  const rows = await q.select({ id: agencies.id }).from(agencies).limit(1);
  return rows.length > 0;
}

/** Builds every row from the context's moment; pure apart from random ids, serial numbers and minute variances. */
function buildDemoData(ctx: DemoContext, passwordHash: string) {
  const { equipmentRows, maintenanceRows } = buildEquipment(ctx);
  const { incidentNumber, ...incidentData } = buildIncidents(ctx, equipmentRows);
  const { shiftRows, staffingRows } = buildShifts(ctx);
  return {
    ...buildPeople(ctx, passwordHash),
    shiftRows,
    staffingRows,
    // After the shifts: a traded shift gets an id, and a worked one its taker; the call-back's list skips both.
    ...buildTrades(ctx, shiftRows),
    ...buildCallbacks(ctx, shiftRows),
    ...buildCertifications(ctx),
    equipmentRows,
    maintenanceRows,
    ...incidentData,
    ...buildTraining(ctx),
    ...buildFinance(ctx),
    ...buildWellness(ctx),
    ...buildLeave(ctx),
    ...buildNotifications(ctx, incidentNumber),
    ...buildAlerts(ctx),
  };
}

/**
 * Seeds the demo agency when the database has no agencies at all. Returns true if it seeded. Safe to call on
 * every start: once any agency exists (the demo one or a real one) it does nothing. With `storage`, most
 * certifications get a certificate document (the server passes its file storage; tests may leave it out).
 */
export async function seedDemo(db: Database, storage?: FileStorage): Promise<boolean> {
  if (await hasAgencies(db)) return false;
  // Hashed once outside the transaction (argon2id is deliberately slow) and shared by every demo member.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const actor = { agencyId: DEMO_AGENCY_ID, userId: DEMO_ACCOUNTS[0].id, ip: null, userAgent: "seed" };
  const written: string[] = [];

  try {
    return await asPlatform(db, actor, async (tx) => {
      // Another process may have seeded while we hashed: decide again under a lock.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasAgencies(tx)) return false;

      const ctx = demoContext(new Date());
      const d = buildDemoData(ctx, passwordHash);
      if (storage) written.push(...(await attachCertificateDocuments(ctx, storage, d.certRows)));
      await tx.insert(agencies).values(d.agency);
      await tx.insert(users).values(d.userRows);
      await tx.insert(userAgencies).values(d.membershipRows);
      await tx.insert(shifts).values([...d.shiftRows, ...d.callbackShiftRows]);
      await tx.insert(staffingRequirements).values(d.staffingRows);
      await tx.insert(certifications).values(d.certRows);
      await tx.insert(requiredCertifications).values(d.requiredCertRows);
      await tx.insert(equipment).values(d.equipmentRows);
      await tx.insert(maintenanceRecords).values(d.maintenanceRows);
      await tx.insert(incidents).values(d.incidentRows);
      await tx.insert(incidentResponders).values(d.incidentResponderRows);
      await tx.insert(incidentApparatus).values(d.incidentApparatusRows);
      await tx.insert(courses).values(d.courseRows);
      await tx.insert(trainingAssignments).values(d.assignmentRows);
      await tx.insert(budgets).values(d.budgetRows);
      await tx.insert(expenses).values(d.expenseRows);
      await tx.insert(fitnessPrograms).values(d.fitnessRows);
      await tx.insert(wellnessRecords).values(d.wellnessRows);
      await tx.insert(fitnessEnrollments).values(d.enrollmentRows);
      await tx.insert(notifications).values(d.notificationRows);
      await tx.insert(leaveBalances).values(d.leaveBalanceRows);
      await tx.insert(leaveRequests).values(d.leaveRequestRows);
      await tx.insert(trades).values(d.tradeRows);
      await tx.insert(tradeLedger).values(d.tradeLedgerRows);
      await tx.insert(callbacks).values(d.callbackRows);
      await tx.insert(callbackOffers).values(d.callbackOfferRows);
      await tx.insert(callbackEvents).values(d.callbackEventRows);
      await tx.insert(alerts).values(d.alertRows);
      await tx.insert(alertRecipients).values(d.alertRecipientRows);
      await tx.insert(alertDeliveries).values(d.alertDeliveryRows);
      return true;
    });
  } catch (error) {
    // Nothing was seeded: the stored certificates go too.
    await Promise.all(written.map((key) => storage?.delete(key).catch(() => {})));
    throw error;
  }
}
