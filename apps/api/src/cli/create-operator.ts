/**
 * npm run create-operator -- --email E --password P --first-name F --last-name L
 * Creates a platform operator (isUniverseAdmin), or promotes the existing member with that email.
 * A new operator needs a home agency: the platform's own "Platform Operations" agency, created on first use
 * (cli/operator.ts). The demo is still seeded on the first start (db/seed), and the command says so.
 */
import { parseArgs } from "node:util";
import { AUTH_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@rollcall/shared/auth";
import { z } from "zod";
import { openDatabase } from "../db/client";
import { hasAgencyBesidesOperators } from "../db/seed";
import { parseEnv } from "../env";
import { createOperator } from "./operator";

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
    const done = await createOperator(handle.db, input);
    console.log(
      done === "created"
        ? `Created platform operator ${input.email}.`
        : `Promoted ${input.email} to platform operator (password updated).`,
    );
    // Only the operators' agency so far: the first start still seeds the demo (db/seed), so say so.
    if (!(await hasAgencyBesidesOperators(handle.db)))
      console.log(
        env.SEED_DEMO
          ? "The demo agency (Riverside Fire & Rescue) will be seeded on the first `npm start`, next to the operators' own agency; start with SEED_DEMO=false to leave it out."
          : "SEED_DEMO=false: no demo agency will be seeded.",
      );
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
