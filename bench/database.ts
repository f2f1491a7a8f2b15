import pg from "pg";

/** Creates the database of `url` on its server when missing (the bench databases are made on first use). */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      console.log(`Created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}
