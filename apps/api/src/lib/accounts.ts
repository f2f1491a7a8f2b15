/**
 * THE door across agencies for accounts. Decision: a service receives only the member's scope, whose
 * `run()` sees one agency. The few account questions that must see every agency come through here and
 * nowhere else, so a reviewer greps "lib/accounts" (and `scope.accounts`) to find them all:
 * - is an email taken anywhere (an address signs in to exactly one account: users_email_unique);
 * - the account behind an email (sign-in, sign-up, the operator CLI: no agency is known yet);
 * - ending a member's sessions and reset links (those tables belong to no agency);
 * - the admin account a new agency starts with (sign-up, the operator CLI), in the caller's transaction;
 * - the agency a host name is mapped to (the white-label sign-in page: no one is signed in yet).
 * A member's questions run in asPlatform() signed by that member. (The signed-out reset-link flow in
 * modules/auth reads by email in its own single statement, for its timing; it has no scope to confine.)
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { type Actor, asPlatform, type Database, type Transaction } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { type User, userAgencies, users } from "../db/schema/users";
import { endAllSessions, endCredentials } from "./sessions";

/**
 * The current (not deleted) account using this address, in any agency (any case). No one is signed in yet
 * (sign-in, sign-up, the operator CLI), so it is a plain read on the unconfined handle, as before.
 */
/** The platform's own agency, home of the operators `npm run create-operator` makes (cli/operator.ts). */
export const PLATFORM_AGENCY_NAME = "Platform Operations";

export async function findActiveUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/**
 * The agency served on `host` (white-label): AGENCY_HOSTS first (`configured`), else the host name an operator
 * set. Only what the sign-in page shows (name, colours, logo, plan), for an active agency; a plain read on the
 * unconfined handle, as no one is signed in.
 */
export async function findAgencyByHost(db: Database, host: string, configured: ReadonlyMap<string, string>) {
  const name = host.toLowerCase();
  const id = configured.get(name);
  const [agency] = await db
    .select({
      id: agencies.id,
      name: agencies.name,
      logoUrl: agencies.logoUrl,
      primaryColor: agencies.primaryColor,
      secondaryColor: agencies.secondaryColor,
      subscriptionTier: agencies.subscriptionTier,
    })
    .from(agencies)
    .where(and(id ? eq(agencies.id, id) : eq(agencies.hostName, name), eq(agencies.status, "active")))
    .limit(1);
  return agency;
}

/** An agency's admin: the account (an admin of `agencyId`, `person`'s name and email) and its membership. */
export async function insertAdmin(
  tx: Transaction,
  { id, agencyId }: { id: string; agencyId: string },
  person: { email: string; firstName: string; lastName: string },
  passwordHash: string,
  isUniverseAdmin = false,
): Promise<User> {
  const { email, firstName, lastName } = person;
  const [user] = await tx
    .insert(users)
    .values({ id, agencyId, email, passwordHash, firstName, lastName, role: "admin", isUniverseAdmin })
    .returning();
  await tx.insert(userAgencies).values({ agencyId, userId: id, role: "admin" });
  return user;
}

/** What a member's scope may ask across agencies (see the header). */
export type Accounts = {
  /** Whether another current account uses this address, in any agency. A deleted member's address is free. */
  emailInUse(email: string, exceptUserId?: string): Promise<boolean>;
  /** Which of these addresses (lower case) a current account uses, in any agency: one query for an import. */
  emailsInUse(emails: readonly string[]): Promise<Set<string>>;
  /** Ends every session of a member (sign out everywhere, removal). */
  endAllSessions(userId: string): Promise<void>;
  /** After a password is set: every other session and every unused reset link of the member ends. */
  endCredentials(userId: string, keepSessionId?: string): Promise<void>;
};

export function accountsFor(db: Database, actor: Actor): Accounts {
  return {
    emailInUse: (email, exceptUserId) =>
      asPlatform(db, actor, async (tx) => {
        const [row] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              sql`lower(${users.email}) = ${email.toLowerCase()}`,
              isNull(users.deletedAt),
              exceptUserId ? ne(users.id, exceptUserId) : undefined,
            ),
          )
          .limit(1);
        return !!row;
      }),
    emailsInUse: async (emails) => {
      const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
      if (wanted.length === 0) return new Set();
      return asPlatform(db, actor, async (tx) => {
        const rows = await tx
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(and(inArray(sql`lower(${users.email})`, wanted), isNull(users.deletedAt)));
        return new Set(rows.map((row) => row.email));
      });
    },
    endAllSessions: (userId) => asPlatform(db, actor, (tx) => endAllSessions(tx, userId)),
    endCredentials: (userId, keepSessionId) =>
      asPlatform(db, actor, (tx) => endCredentials(tx, userId, keepSessionId)),
  };
}
