/** Starts the server: configuration, database (migrated), demo seed, HTTP, and a clean shutdown on signals. */
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { seedDemo } from "./db/seed";
import { EnvError, parseEnv } from "./env";
import { loggerOptions } from "./lib/logging";
import { createStorage } from "./lib/storage";

async function main() {
  const env = parseEnv();
  const logger = loggerOptions(env);
  const database = env.DATABASE_URL
    ? ({ kind: "postgres", url: env.DATABASE_URL, replicaUrl: env.DATABASE_REPLICA_URL } as const)
    : ({ kind: "pglite", dataDir: env.dataDir } as const);
  let handle = await openDatabase(database);
  const seeded =
    env.SEED_DEMO &&
    (await seedDemo(handle.db, createStorage(env), { mailConfigured: Boolean(env.SMTP_URL) }));
  if (seeded && handle.kind === "pglite") {
    // The embedded database's memory grows for a load like the demo's and never shrinks: start it afresh.
    await handle.close();
    handle = await openDatabase(database);
  }
  const app = await buildApp({ env, db: handle.db, replica: handle.replica, logger, serveWeb: true });
  app.log.info(
    handle.kind === "postgres"
      ? `Database: PostgreSQL server (DATABASE_URL${handle.replica ? ", reports from DATABASE_REPLICA_URL" : ""})`
      : `Database: embedded PostgreSQL in ${env.dataDir}`,
  );
  if (seeded) app.log.info("Seeded the demo agency (see README for the demo accounts)");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    app.log.error({ err }, `Could not listen on port ${env.PORT}`);
    await handle.close();
    process.exit(1);
  }
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Rollcall could not start:", error);
  }
  process.exit(1);
});
