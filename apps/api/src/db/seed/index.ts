/**
 * The demo agency: on the first start against an empty database (no agency but the operators' own), Riverside Fire & Rescue
 * is created with a roster, a 24/48 platoon schedule around today, certifications (most with their scanned
 * certificate), shift trades, last week's overtime call-back, apparatus, incidents, training, a budget, wellness
 * data, notifications and a recall alert, so every screen has something to show. Here: the agency and its
 * roster (people.ts) and the moment (context.ts); each module's part is its own `<module>.seed.ts`, named by its
 * manifest (`seed`) and run in the registry's order (modules/registry.ts).
 *
 * Everything is written in one transaction signed by the demo chief, so a failure leaves nothing behind and
 * the audit log shows who "created" the data. Dates are computed from the moment of seeding (UTC).
 */
import { and, eq, exists, isNull, or, sql } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords";
import type { FileStorage } from "../../lib/storage";
import { apiModules } from "../../modules/registry";
import { asPlatform, type Database, type Queryable } from "../client";
import { agencies } from "../schema/agencies";
import { userAgencies, users } from "../schema/users";
import { demoContext, type SeedContext } from "./context";
import { buildPeople, DEMO_ACCOUNTS, DEMO_AGENCY_ID, DEMO_PASSWORD } from "./people";

export { DEMO_ACCOUNTS, DEMO_AGENCY_ID };

/** Serializes concurrent first starts against one PostgreSQL server (only one of them seeds). */
const SEED_LOCK_KEY = 7206154;

/**
 * Whether the database holds an agency besides the operators' own (agencies.is_platform, made by `npm run
 * create-operator`) while every member of that one is an operator: a real agency, the demo one, or the
 * operators' own once it has a member who is not an operator, counts.
 */
export async function hasAgencyBesidesOperators(q: Queryable): Promise<boolean> {
  const nonOperator = q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.agencyId, agencies.id), isNull(users.deletedAt), eq(users.isUniverseAdmin, false)));
  const rows = await q
    .select({ id: agencies.id })
    .from(agencies)
    .where(or(eq(agencies.isPlatform, false), exists(nonOperator)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo agency when the database holds no agency but the operators' own (a first `npm run
 * create-operator` before the first start leaves only that one). Returns true if it seeded. Safe to call on
 * every start: once another agency exists (the demo one or a real one) it does nothing. With `storage`, most
 * certifications get a certificate document (the server passes its file storage; tests may leave it out).
 * `mailConfigured` says whether this installation sends mail, so the demo's history shows what it could have
 * sent (last night's recall went by email only where mail is set up).
 */
export async function seedDemo(
  db: Database,
  storage?: FileStorage,
  { mailConfigured = false }: { mailConfigured?: boolean } = {},
): Promise<boolean> {
  if (await hasAgencyBesidesOperators(db)) return false;
  // Hashed once outside the transaction (argon2id is deliberately slow) and shared by every demo member.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const actor = { agencyId: DEMO_AGENCY_ID, userId: DEMO_ACCOUNTS[0].id, ip: null, userAgent: "seed" };
  const stored: string[] = [];

  try {
    return await asPlatform(db, actor, async (tx) => {
      // Another process may have seeded while we hashed: decide again under a lock.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasAgencyBesidesOperators(tx)) return false;

      const ctx: SeedContext = { ...demoContext(new Date()), mailConfigured, built: {} };
      const people = buildPeople(ctx, passwordHash);
      // Every module's part builds its rows (pure apart from random ids, serial numbers and minute variances),
      // then every part writes them, both in the registry's order.
      const writes = apiModules.flatMap((module) => (module.seed ? [module.seed(ctx)] : []));
      await tx.insert(agencies).values(people.agency);
      await tx.insert(users).values(people.userRows);
      await tx.insert(userAgencies).values(people.membershipRows);
      for (const write of writes) await write({ tx, storage, stored });
      return true;
    });
  } catch (error) {
    // Nothing was seeded: the stored certificates go too.
    await Promise.all(stored.map((key) => storage?.delete(key).catch(() => {})));
    throw error;
  }
}
