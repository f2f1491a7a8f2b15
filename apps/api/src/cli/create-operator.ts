/**
 * npm run create-operator -- --email E --password P --first-name F --last-name L
 * Creates a platform operator (isUniverseAdmin), or promotes the existing member with that email.
 * A new operator needs a home agency: the platform's own "Platform Operations" agency, created on first use and
 * marked as the platform's (agencies.is_platform: not a paying customer, never suspended).
 */
import { parseArgs } from "node:util";
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@rollcall/shared/auth";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { asPlatform, openDatabase } from "../db/client";
import { agencies } from "../db/schema/agencies";
import { users } from "../db/schema/users";
import { parseEnv } from "../env";
import { findActiveUserByEmail, insertAdmin } from "../lib/accounts";
import { hashPassword } from "../lib/passwords";

const PLATFORM_AGENCY_NAME = "Platform Operations";

const argsSchema = z.object({
  email: z
    .string({ error: "--email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: `--email: ${AUTH_MESSAGES.email}` })),
  password: z
    .string({ error: "--password is required" })
    .min(MIN_PASSWORD_LENGTH, `--password: ${AUTH_MESSAGES.passwordMin}`)
    .max(MAX_PASSWORD_LENGTH, `--password: ${AUTH_MESSAGES.passwordMax}`),
  firstName: z
    .string({ error: "--first-name is required" })
    .trim()
    .min(1, `--first-name: ${AUTH_MESSAGES.firstName}`),
  lastName: z
    .string({ error: "--last-name is required" })
    .trim()
    .min(1, `--last-name: ${AUTH_MESSAGES.lastName}`),
});

const USAGE = "Usage: npm run create-operator -- --email E --password P --first-name F --last-name L";

async function main() {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse({
    email: values.email,
    password: values.password,
    firstName: values["first-name"],
    lastName: values["last-name"],
  });
  if (!parsed.success) fail(`${parsed.error.issues.map((i) => i.message).join("\n")}\n${USAGE}`);
  const input = parsed.data;

  const env = parseEnv();
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.dataDir },
  );
  try {
    const passwordHash = await hashPassword(input.password);
    const existing = await findActiveUserByEmail(handle.db, input.email);
    if (existing) {
      await asPlatform(
        handle.db,
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
      console.log(`Promoted ${input.email} to platform operator (password updated).`);
      return;
    }
    let [platform] = await handle.db
      .select()
      .from(agencies)
      // Found by its mark, not its name: a customer may call itself anything.
      .where(eq(agencies.isPlatform, true))
      .limit(1);
    const agencyId = platform?.id ?? crypto.randomUUID();
    const userId = crypto.randomUUID();
    await asPlatform(handle.db, { agencyId, userId, userAgent: "create-operator" }, async (tx) => {
      if (!platform) {
        [platform] = await tx
          .insert(agencies)
          .values({
            id: agencyId,
            name: PLATFORM_AGENCY_NAME,
            type: "nonprofit",
            subscriptionTier: "pro",
            subscriptionStatus: "active",
            isPlatform: true,
          })
          .returning();
      }
      await insertAdmin(tx, { id: userId, agencyId }, input, passwordHash, true);
    });
    console.log(`Created platform operator ${input.email}.`);
  } finally {
    await handle.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
