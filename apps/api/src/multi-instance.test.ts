/**
 * Several instances behind nginx on one PostgreSQL database (docs/scaling.md): two real server processes, an
 * nginx (Debian's package) balancing between them round robin, and the guarantees a member relies on
 * whichever instance answers: a session made on one works on the other, the periodic jobs run one round,
 * a retried write (Idempotency-Key) that reaches the other instance gets the first answer, and live updates
 * reach members connected to either instance, through nginx too.
 *
 * PostgreSQL only: the embedded database is one process's (decision 004), so it cannot have two instances.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client";
import { liveTables } from "./lib/module";
import { apiModules } from "./modules/registry";
import { openEventStream } from "./test/event-stream";
import { openScratchDatabase, registration } from "./test/harness";
import { freePort, type ServerProcess, startServerProcess, stopServerProcess } from "./test/server-process";

const serverUrl = process.env.DATABASE_URL;
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
// Like the browser tests without Chromium: skipped with a notice on a machine without nginx, failed in CI.
const missingNginx = Boolean(serverUrl) && !NGINX && !process.env.CI;
if (missingNginx)
  console.warn("SKIPPED: the test of several instances needs nginx (sudo apt-get install -y nginx)");

let db: DatabaseHandle & { url?: string };
let instances: ServerProcess[] = [];
let nginx: { stop: () => Promise<void>; origin: string; log: () => string };

/** nginx in the foreground with a configuration of its own in a temporary folder. */
async function startNginx(port: number, upstreams: number[]) {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install nginx; .ci/run installs it)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rollcall-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream rollcall {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join("\n")}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://rollcall;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", conf, "-e", `${dir}/error.log`], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const log = () => (fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, "utf8") : "");
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      await fetch(`${origin}/api/user`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not start: ${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    log,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A request as the app's pages make it (same Origin as PUBLIC_URL, the nginx address). */
function call(origin: string, method: string, url: string, cookie?: string, body?: unknown, headers = {}) {
  return fetch(`${origin}${url}`, {
    method,
    headers: {
      origin: nginx.origin,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The signed-in member's answer (sign-up and GET /api/user): the fields the test reads. */
const json = async (res: Response) => (await res.json()) as { user: { agencyId: string; email: string } };
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];
/** The jobs an instance's log says it ran, one entry per round (each runner logs its round's jobs by name). */
const jobsRan = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.includes('"msg":"background jobs ran"'))
    .flatMap((line) => Object.keys((JSON.parse(line) as { results: Record<string, number> }).results));

describe.skipIf(!serverUrl || missingNginx)(
  "several instances behind nginx on one PostgreSQL database",
  () => {
    let chief: { cookie: string; agencyId: string };

    beforeAll(async () => {
      db = await openScratchDatabase(serverUrl, "rollcall_multi"); // migrated once, before the instances start
      const ports = [await freePort(), await freePort()];
      const nginxPort = await freePort();
      const env = {
        DATABASE_URL: db.url,
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        TRUST_PROXY: "127.0.0.1",
        LOG_LEVEL: "info",
      };
      // Started together, as a deployment does: each schedules its first job round a second after start.
      instances = await Promise.all(ports.map((PORT) => startServerProcess({ ...env, PORT: String(PORT) })));
      // nginx after the instances: an upstream that refused a connection is left out for 10 s.
      nginx = await startNginx(nginxPort, ports);

      const signUp = await call(nginx.origin, "POST", "/api/register", undefined, registration());
      expect(signUp.status).toBe(201);
      chief = { cookie: cookieOf(signUp), agencyId: (await json(signUp)).user.agencyId };
    }, 120_000);

    afterAll(async () => {
      await Promise.all(instances.map((server) => stopServerProcess(server)));
      await nginx?.stop();
      await db?.close();
    });

    it("spreads requests over both instances, and a session made through one works on the other", async () => {
      const upstreams = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await call(nginx.origin, "GET", "/api/user", chief.cookie);
        expect(res.status).toBe(200);
        expect((await json(res)).user.agencyId).toBe(chief.agencyId);
        upstreams.add(res.headers.get("x-upstream") ?? "");
      }
      expect([...upstreams].sort()).toEqual(instances.map((s) => `127.0.0.1:${s.port}`).sort());

      // Signed in directly on the first, recognised directly by the second; signed out on the second, gone on both.
      const signIn = await call(instances[0].origin, "POST", "/api/login", undefined, {
        email: (await json(await call(nginx.origin, "GET", "/api/user", chief.cookie))).user.email,
        password: registration().password,
      });
      expect(signIn.status).toBe(200);
      const cookie = cookieOf(signIn);
      expect((await call(instances[1].origin, "GET", "/api/user", cookie)).status).toBe(200);
      expect((await call(instances[1].origin, "POST", "/api/logout", cookie)).status).toBe(204);
      expect((await call(instances[0].origin, "GET", "/api/user", cookie)).status).toBe(401);
    });

    it("runs the periodic jobs' first round once, not once per instance", async () => {
      // Each runner (the notification jobs, the automation rules) has its own lock and round: each instance's
      // first run comes a second after its start; wait until both have had theirs.
      const ran = () => instances.flatMap((s) => jobsRan(s.output()));
      const firstJobs = ["certification-expiring", "automation"];
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && !firstJobs.every((job) => ran().includes(job)))
        await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 2_000));
      // Every job ran, and exactly once across the two instances.
      expect(ran()).toEqual(expect.arrayContaining(firstJobs));
      expect(ran().length).toBe(new Set(ran()).size);
      const { rows } = (await db.db.execute(sql`select name from job_rounds order by name`)) as unknown as {
        rows: { name: string }[];
      };
      // One recorded round per runner.
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(2);
    });

    it("answers a retried write that reaches the other instance with the first answer, and writes once", async () => {
      const key = "retry-after-a-lost-answer";
      const body = { name: "Engine 51", type: "engine" };
      const first = await call(instances[0].origin, "POST", "/api/equipment", chief.cookie, body, {
        "idempotency-key": key,
      });
      expect(first.status).toBe(201);
      const created = await first.json();
      const retry = await call(instances[1].origin, "POST", "/api/equipment", chief.cookie, body, {
        "idempotency-key": key,
      });
      expect(retry.status).toBe(201);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await retry.json()).toEqual(created);
      // And through nginx, whichever instance it picks.
      const viaNginx = await call(nginx.origin, "POST", "/api/equipment", chief.cookie, body, {
        "idempotency-key": key,
      });
      expect(await viaNginx.json()).toEqual(created);

      const list = (await (await call(nginx.origin, "GET", "/api/equipment", chief.cookie)).json()) as {
        name: string;
      }[];
      expect(list.filter((item) => item.name === "Engine 51")).toHaveLength(1);
    });

    it("delivers live updates to members on every instance, through nginx without buffering", async () => {
      const onFirst = await openEventStream(`${instances[0].origin}/api/events`, chief.cookie);
      const onSecond = await openEventStream(`${instances[1].origin}/api/events`, chief.cookie);
      const viaNginx = await openEventStream(`${nginx.origin}/api/events`, chief.cookie);
      for (const stream of [onFirst, onSecond, viaNginx]) expect(stream.status).toBe(200);
      const change = {
        event: "change",
        data: JSON.stringify({ table: "equipment", queries: liveTables(apiModules).equipment }),
      };

      // A write on the second instance reaches the member streaming from the first, and the other way round.
      const onSecondWrite = await call(instances[1].origin, "POST", "/api/equipment", chief.cookie, {
        name: "Ladder 12",
        type: "ladder",
      });
      expect(onSecondWrite.status).toBe(201);
      for (const stream of [onFirst, onSecond, viaNginx]) expect(await stream.next()).toEqual(change);

      const onFirstWrite = await call(instances[0].origin, "POST", "/api/equipment", chief.cookie, {
        name: "Rescue 3",
        type: "rescue",
      });
      expect(onFirstWrite.status).toBe(201);
      for (const stream of [onFirst, onSecond, viaNginx]) expect(await stream.next()).toEqual(change);
      for (const stream of [onFirst, onSecond, viaNginx]) stream.close();
    });
  },
);
