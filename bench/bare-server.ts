/**
 * The bare baseline of issue 14: node:http and pg, nothing else in the request path, answering the week view
 * and the dashboard with exactly the statements the application sends for them.
 *
 * It learns those statements at start: it runs the application's own services once (listShifts for the
 * current week, getDashboard) for the bench admin through Drizzle on a recording pg client, and keeps every
 * query the driver sent, with its values and driver settings (row mode, type parsers): BEGIN, the
 * agency's set_config (withAgency in apps/api/src/db/client.ts: agency, actor, role, TimeZone), the
 * statements, COMMIT. A request then replays them on one pooled connection (pool of 10, like the app's)
 * and answers JSON:
 *   GET /api/shifts…     the week list's rows joined into one array, as the app sends them
 *   GET /api/dashboard   every statement's rows, by statement (the app shapes them in JavaScript first)
 * No cookie, no session lookup, no hooks: what is left of a request when the application adds nothing.
 *
 * Started by bench/baseline.ts as a child process: `node --import tsx bench/bare-server.ts` with
 * DATABASE_URL, PORT and WEEK_PATH (the app's week request, to list the same dates); prints "ready".
 */
import http from "node:http";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type Database, withAgency } from "../apps/api/src/db/client";
import { accountsFor } from "../apps/api/src/lib/accounts";
import { getDashboard } from "../apps/api/src/modules/dashboard";
import { listShifts } from "../apps/api/src/modules/scheduling";
import type { AgencyScope } from "../apps/api/src/plugins/auth";
import { BENCH_ADMIN_EMAIL, BENCH_AGENCY_ID, BENCH_DATABASE_URL } from "./config";

type Recorded = { config: pg.QueryConfig; values: unknown[] | undefined };

const url = process.env.DATABASE_URL || BENCH_DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
const weekPath = process.env.WEEK_PATH ?? "/api/shifts";

/** The queries the driver sends while `fn` runs (every pg.Client in this process). */
async function record(fn: () => Promise<unknown>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, cb?: unknown) {
    const text = typeof config === "string" ? config : (config as pg.QueryConfig).text;
    const own = typeof config === "string" ? { text } : { ...(config as pg.QueryConfig) };
    delete own.name; // (drizzle names none; an unnamed statement is re-parsed each time, as in the app)
    recorded.push({ config: own, values: Array.isArray(values) ? [...values] : undefined });
    // biome-ignore lint/suspicious/noExplicitAny: forwarding pg's overloads unchanged.
    return (original as any).call(this, config, values, cb);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

async function main() {
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true });
  const db = drizzle(pool) as unknown as Database;

  const { rows } = await pool.query<{ id: string; role: AgencyScope["role"]; timeZone: string }>(
    `select u.id, u.role, a.time_zone as "timeZone" from users u join agencies a on a.id = u.agency_id
     where u.email = $1 and u.agency_id = $2`,
    [BENCH_ADMIN_EMAIL, BENCH_AGENCY_ID],
  );
  const admin = rows[0];
  if (!admin) throw new Error('No bench admin: run "npm run seed:scale" first');
  // The actor as the app builds it for a request from this machine (plugins/auth.ts).
  const actor = { agencyId: BENCH_AGENCY_ID, userId: admin.id, ip: "127.0.0.1", userAgent: null };
  const scope: AgencyScope = {
    agencyId: BENCH_AGENCY_ID,
    userId: admin.id,
    role: admin.role,
    isUniverseAdmin: false,
    timeZone: admin.timeZone,
    run: (fn) => withAgency(db, actor, fn),
    read: (fn) => withAgency(db, actor, fn),
    accounts: accountsFor(db, actor),
    asOperator: () => Promise.reject(new Error("not an operator")),
  };
  const query = new URL(weekPath, "http://x").searchParams;
  const week = await record(() =>
    listShifts(scope, {
      startDate: query.get("startDate") ?? undefined,
      endDate: query.get("endDate") ?? undefined,
    }),
  );
  const dashboard = await record(() => getDashboard(scope));

  /** One transaction's statements on one connection; the rows of each. */
  async function replay(statements: Recorded[]) {
    const client = await pool.connect();
    try {
      const results: pg.QueryResult[] = [];
      for (const s of statements) results.push(await client.query(s.config, s.values));
      return results;
    } finally {
      client.release();
    }
  }

  const send = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const answer = async () => {
      if (path.startsWith("/api/shifts")) {
        const results = await replay(week);
        const list = results.find((r) => r.fields.length === 1 && r.fields[0].name === "j");
        return send(res, `[${(list?.rows ?? []).map((r: { j: string }) => r.j).join(",")}]`);
      }
      if (path === "/api/dashboard") {
        const results = await replay(dashboard);
        return send(res, JSON.stringify(results.filter((r) => r.command === "SELECT").map((r) => r.rows)));
      }
      res.writeHead(404).end();
    };
    answer().catch((error) => {
      console.error(error);
      res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, "127.0.0.1", () => {
    const address = server.address() as { port: number };
    console.log(
      `ready ${address.port} week:${week.length} statements dashboard:${dashboard.length} statements`,
    );
  });
  const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
