/**
 * A platform operator (isUniverseAdmin), made by `npm run create-operator`: a new member of the platform's own
 * agency ("Platform Operations", made on first use and marked agencies.is_platform), or the existing member with
 * that email, promoted.
 */
import { eq } from "drizzle-orm";
import { asPlatform, type Database } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { users } from "../db/schema/users";
import { findActiveUserByEmail, insertAdmin, PLATFORM_AGENCY_NAME } from "../lib/accounts";
import { hashPassword } from "../lib/passwords";

export type OperatorInput = { email: string; password: string; firstName: string; lastName: string };

/** Creates the operator, or promotes the member with that email (password and name replaced). */
export async function createOperator(db: Database, input: OperatorInput): Promise<"created" | "promoted"> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findActiveUserByEmail(db, input.email);
  if (existing) {
    await asPlatform(
      db,
      { agencyId: existing.agencyId, userId: existing.id, userAgent: "create-operator" },
      (tx) =>
        tx
          .update(users)
          .set({
            isUniverseAdmin: true,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            mustChangePassword: false,
          })
          .where(eq(users.id, existing.id)),
    );
    return "promoted";
  }
  // Found by its mark, not its name: a customer may call itself anything.
  let [platform] = await db.select().from(agencies).where(eq(agencies.isPlatform, true)).limit(1);
  const agencyId = platform?.id ?? crypto.randomUUID();
  const userId = crypto.randomUUID();
  await asPlatform(db, { agencyId, userId, userAgent: "create-operator" }, async (tx) => {
    if (!platform) {
      [platform] = await tx
        .insert(agencies)
        .values({
          id: agencyId,
          name: PLATFORM_AGENCY_NAME,
          type: "nonprofit",
          subscriptionTier: "pro",
          subscriptionStatus: "active",
          // The platform's own: not a paying customer, never suspended.
          isPlatform: true,
        })
        .returning();
    }
    await insertAdmin(tx, { id: userId, agencyId }, input, passwordHash, true);
  });
  return "created";
}
