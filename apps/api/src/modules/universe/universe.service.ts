/**
 * The operator portal (spec 01 "Universe Admin Portal"): every agency's standing, counts and plan, creating an
 * agency with its first admin, suspending and activating. Only platform operators reach it: the routes declare
 * access "operator" and every query runs in `scope.asOperator()`, which refuses anyone else and signs the
 * audit rows (written in each agency's own log) with the operator's id. Nothing here reads members' data beyond
 * counting them: no password hashes, no wellness records.
 */
import { randomUUID } from "node:crypto";
import { TRIAL_DAYS } from "@rollcall/shared/agencies";
import { AUTH_MESSAGES } from "@rollcall/shared/auth";
import { operatorMonthlyRevenue } from "@rollcall/shared/billing";
import { HOST_NAME_MESSAGES } from "@rollcall/shared/branding";
import {
  type createUniverseAgencySchema,
  MAIL_OUTBOX_DAYS,
  summarizeAgencies,
  UNIVERSE_MESSAGES,
  type universePlanSchema,
} from "@rollcall/shared/universe";
import { and, asc, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable, Transaction } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { shifts } from "../../db/schema/scheduling";
import { mailOutbox } from "../../db/schema/universe";
import { users } from "../../db/schema/users";
import { insertAdmin } from "../../lib/accounts";
import { agencyDay, agencyToday } from "../../lib/dates";
import { badRequest, conflict, databaseError, notFound } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import type { AgencyScope } from "../../plugins/auth";
import { insertAgency, updateAgency } from "../agencies";
import { guardEmail } from "../users";

const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  type: agencies.type,
  status: agencies.status,
  subscriptionTier: agencies.subscriptionTier,
  subscriptionStatus: agencies.subscriptionStatus,
  hostName: agencies.hostName,
  trialEndsAt: agencies.trialEndsAt,
  isPlatform: agencies.isPlatform,
  // A live Stripe subscription bills the plan (one ended, cancelled, no longer does).
  billedByStripe: sql<boolean>`(${agencies.stripeSubscriptionId} is not null and ${agencies.subscriptionStatus} <> 'cancelled')`,
  createdAt: agencies.createdAt,
};

/** Current (not deleted) members per agency. */
const memberCounts = (tx: Transaction) =>
  tx
    .select({ agencyId: users.agencyId, n: count().as("n") })
    .from(users)
    .where(isNull(users.deletedAt))
    .groupBy(users.agencyId)
    .as("member_counts");

async function agencyRows(tx: Transaction) {
  const counts = memberCounts(tx);
  return tx
    .select({ ...agencyColumns, userCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(agencies)
    .leftJoin(counts, eq(counts.agencyId, agencies.id))
    .orderBy(asc(agencies.name), asc(agencies.id));
}

/** Every agency with its current member count, by name. */
export function listAgencies(scope: AgencyScope) {
  return scope.asOperator(agencyRows);
}

/** The portal's cards: totals and the monthly revenue estimate (active agencies with an active subscription). */
export async function platformSummary(scope: AgencyScope) {
  return summarizeAgencies(await scope.asOperator(agencyRows));
}

async function countOf(query: Promise<Array<{ n: number }>>) {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** One agency: its users, shifts and the monthly amount of its tier (whatever its status). */
export function agencyDetail(scope: AgencyScope, id: string) {
  return scope.asOperator(async (tx) => {
    const [agency] = await tx.select(agencyColumns).from(agencies).where(eq(agencies.id, id));
    if (!agency) throw notFound();
    const userCount = await countOf(
      tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.agencyId, id), isNull(users.deletedAt))),
    );
    const shiftCount = await countOf(tx.select({ n: count() }).from(shifts).where(eq(shifts.agencyId, id)));
    return { agency, userCount, shiftCount, monthlyRevenue: operatorMonthlyRevenue(agency.subscriptionTier) };
  });
}

/** An operator's change to one agency's own fields; the agency as the portal shows it, or 404. */
function changeAgency(scope: AgencyScope, id: string, fields: Partial<typeof agencies.$inferInsert>) {
  return scope.asOperator(async (tx) => {
    const [agency] = await updateAgency(tx, id, { ...fields, updatedAt: new Date() }).returning(
      agencyColumns,
    );
    if (!agency) throw notFound();
    return agency;
  });
}

/** The agency the operator names, locked for the change that follows, or 404. */
async function lockedAgency(tx: Transaction, id: string) {
  const [agency] = await tx
    .select({ ...agencyColumns, timeZone: agencies.timeZone })
    .from(agencies)
    .where(eq(agencies.id, id))
    .for("update");
  if (!agency) throw notFound();
  return agency;
}

/**
 * Suspends ("suspended") or restores ("active") an agency; its members' access follows at once (plugins/auth).
 * The platform operators' own agency is not a customer and is never suspended (409).
 */
export async function setAgencyStatus(scope: AgencyScope, id: string, status: "active" | "suspended") {
  if (status === "suspended")
    await scope.asOperator(async (tx) => {
      if ((await lockedAgency(tx, id)).isPlatform) throw conflict(UNIVERSE_MESSAGES.platformNotSuspended);
    });
  return changeAgency(scope, id, { status });
}

/**
 * An operator's plan change (an agency paying by invoice, or after a sales call): a trial until the end of the
 * chosen day in the agency's zone, or a paid tier, active, with no end date. A plan a live Stripe subscription
 * bills is Stripe's to change (409): the webhook would otherwise put it back. Audited (the row names the operator).
 */
export function setAgencyPlan(scope: AgencyScope, id: string, input: z.output<typeof universePlanSchema>) {
  return scope.asOperator(async (tx) => {
    const { billedByStripe, timeZone } = await lockedAgency(tx, id);
    if (billedByStripe) throw conflict(UNIVERSE_MESSAGES.planBilledByStripe);
    const { subscriptionTier, trialEndsAt } = input;
    if (trialEndsAt !== null && trialEndsAt < agencyToday(timeZone))
      throw badRequest(UNIVERSE_MESSAGES.trialEndsAtPast, { trialEndsAt: UNIVERSE_MESSAGES.trialEndsAtPast });
    const trial = subscriptionTier === "trial";
    const [changed] = await updateAgency(tx, id, {
      subscriptionTier,
      subscriptionStatus: trial ? "trial" : "active",
      // The last moment of the chosen day: the trial runs through it.
      trialEndsAt: trialEndsAt === null ? null : new Date(agencyDay(timeZone, trialEndsAt).end.getTime() - 1),
      subscriptionExpiresAt: null,
      unpaidSince: null,
      updatedAt: new Date(),
    }).returning(agencyColumns);
    return changed;
  });
}

/**
 * White-label: the host name the agency is served on (its DNS and certificate point at this installation), or
 * null. One agency per host name: the unique index answers a race with the same 409. The installation's own
 * host name (`ownHost`, PUBLIC_URL's) is every agency's, never one agency's brand.
 */
export async function setAgencyHostName(
  scope: AgencyScope,
  id: string,
  hostName: string | null,
  ownHost: string,
) {
  if (hostName !== null && hostName === ownHost.toLowerCase())
    throw badRequest(HOST_NAME_MESSAGES.installation, { hostName: HOST_NAME_MESSAGES.installation });
  try {
    return await changeAgency(scope, id, { hostName });
  } catch (error) {
    if (databaseError(error)?.code === "23505")
      throw conflict(HOST_NAME_MESSAGES.taken, { hostName: HOST_NAME_MESSAGES.taken });
    throw error;
  }
}

const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, { "admin.email": AUTH_MESSAGES.emailTaken });

/**
 * A new agency (status active) and its first admin, who signs in with the given password. The email must be
 * free in every agency; two creations racing for one email meet the unique index, which answers the same 409.
 */
export async function createAgency(scope: AgencyScope, input: z.output<typeof createUniverseAgencySchema>) {
  if (await scope.accounts.emailInUse(input.admin.email)) throw emailTaken();
  const agencyId = randomUUID();
  const passwordHash = await hashPassword(input.admin.password);
  return guardEmail(
    () =>
      scope.asOperator(async (tx) => {
        const { name, type, subscriptionTier, subscriptionStatus } = input.agency;
        const [agency] = await insertAgency(tx, {
          id: agencyId,
          name,
          type,
          subscriptionTier,
          subscriptionStatus,
          status: "active",
          trialEndsAt:
            subscriptionStatus === "trial" ? new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000) : null,
        }).returning(agencyColumns);
        await insertAdmin(tx, { id: randomUUID(), agencyId }, input.admin, passwordHash);
        return { ...agency, userCount: 1 };
      }),
    emailTaken,
  );
}

/** The oldest moment the mail outbox still keeps at `now`. */
export const keptSince = (now: Date) => new Date(now.getTime() - MAIL_OUTBOX_DAYS * 24 * 60 * 60 * 1000);

/**
 * The mail outbox (lib/mailer.ts keeps there what it cannot send): the messages of the last MAIL_OUTBOX_DAYS,
 * newest first, with whether the installation sends mail at all (`mailConfigured`, the email channel's).
 */
export function readMailOutbox(scope: AgencyScope, mailConfigured: boolean) {
  return scope.asOperator(async (tx) => {
    const messages = await tx
      .select()
      .from(mailOutbox)
      .where(gt(mailOutbox.createdAt, keptSince(new Date())))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(500);
    return { mailConfigured, keptDays: MAIL_OUTBOX_DAYS, messages };
  });
}

/** Deletes the outbox's messages older than `before`; how many went (universe.jobs.ts, hourly). */
export async function purgeMailOutbox(q: Queryable, before: Date): Promise<number> {
  const gone = await q
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
