/**
 * The demo agency: on the first start against an empty database (no agencies at all), Riverside Fire & Rescue
 * is created with a roster, a 24/48 platoon schedule around today, certifications (most with their scanned
 * certificate), shift trades, last week's overtime call-back, apparatus, incidents, training, a budget, wellness
 * data, notifications and a recall alert, so every screen has something to show. Here: the agency and its
 * roster (people.ts) and the moment (context.ts); each module's part is its own `<module>.seed.ts`, named by its
 * manifest (`seed`) and run in the registry's order (modules/registry.ts).
 *
 * Everything is written in one transaction signed by the demo chief, so a failure leaves nothing behind and
 * the audit log shows who "created" the data. Dates are computed from the moment of seeding (UTC).
 */
import { sql } from "drizzle-orm";
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

async function hasAgencies(q: Queryable): Promise<boolean> {
  const rows = await q.select({ id: agencies.id }).from(agencies).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo agency when the database has no agencies at all. Returns true if it seeded. Safe to call on
 * every start: once any agency exists (the demo one or a real one) it does nothing. With `storage`, most
 * certifications get a certificate document (the server passes its file storage; tests may leave it out).
 * `mailConfigured` says whether this installation sends mail, so the demo's history shows what it could have
 * sent (last night's recall went by email only where mail is set up).
 */
export async function seedDemo(
  db: Database,
  storage?: FileStorage,
  { mailConfigured = false }: { mailConfigured?: boolean } = {},
): Promise<boolean> {
  if (await hasAgencies(db)) return false;
  // Hashed once outside the transaction (argon2id is deliberately slow) and shared by every demo member.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const actor = { agencyId: DEMO_AGENCY_ID, userId: DEMO_ACCOUNTS[0].id, ip: null, userAgent: "seed" };
  const stored: string[] = [];

  try {
    return await asPlatform(db, actor, async (tx) => {
      // Another process may have seeded while we hashed: decide again under a lock.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (await hasAgencies(tx)) return false;

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
