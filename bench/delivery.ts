/**
 * What a browser downloads: the first load of the prerendered landing and pricing pages, of the sign-in page and
 * of the app signed in (the HTML and the scripts and styles it names, modulepreloads included) and the
 * week view's JSON, as raw bytes on the wire without compression, with gzip and with brotli, plus whether
 * source maps are public and what revalidating an unchanged week costs (ETag / 304). Serves the built web app
 * (`npm run build` first) through the real application over HTTP, signed in as the bench admin.
 *
 *   npm run seed:scale && npm run build && npm run bench:delivery
 */
import http from "node:http";
import { benchApp, currentWeek } from "./app";

type Answer = { status: number; bytes: number; headers: http.IncomingHttpHeaders; ms: number };

/** One GET, counting the bytes as they arrive (no decompression), with these request headers. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(`${base}${path}`, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          headers: res.headers,
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const ENCODINGS = { none: "identity", gzip: "gzip", brotli: "br" } as const;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { base, cookie, close } = await benchApp({ listen: true, serveWeb: true });
  try {
    const index = await get(base, "/", { cookie, "accept-encoding": "identity" });
    if (index.status !== 200) throw new Error(`GET / answered ${index.status}: run "npm run build" first`);

    /** A page and the scripts and styles its HTML names (modulepreloads and deferred styles included). */
    async function firstLoad(label: string, path: string, headers: Record<string, string> = {}) {
      const html = await (await fetch(`${base}${path}`, { headers })).text();
      const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
      const assets = [...new Set(found)];
      console.log(`${label}: ${path} and the ${assets.length} scripts and styles it names`);
      for (const [name, encoding] of Object.entries(ENCODINGS)) {
        let total = 0;
        let js = 0;
        for (const file of [path, ...assets]) {
          const answer = await get(base, file, { ...headers, "accept-encoding": encoding });
          total += answer.bytes;
          if (file.endsWith(".js")) js += answer.bytes;
        }
        console.log(`  ${name.padEnd(7)} ${kib(total).padStart(11)} in all, JavaScript ${kib(js)}`);
      }
      return assets;
    }

    // Targets (issue 14): the public pages' JavaScript at most 50 KiB gzipped, the app's first load 200 KiB.
    await firstLoad("Landing page, no session (prerendered)", "/");
    await firstLoad("Pricing page, no session (prerendered)", "/pricing");
    await firstLoad("Sign-in page (the app)", "/auth");
    const assets = await firstLoad("The app's first load, signed in", "/", { cookie });
    const script = assets.find((a) => a.endsWith(".js"));
    if (script) {
      const cached = await get(base, script);
      const map = await get(base, `${script}.map`);
      console.log(`  ${script}: Cache-Control "${cached.headers["cache-control"]}"`);
      console.log(`  ${script}.map answers ${map.status} (${kib(map.bytes)})`);
    }

    const week = currentWeek().path;
    const runs = Number(process.env.RUNS ?? 60);
    console.log(`\nWeek view: GET ${week} (${runs} runs each, after 10 warm-ups)`);
    for (const [name, encoding] of Object.entries(ENCODINGS)) {
      const times: number[] = [];
      let answer: Answer | undefined;
      for (let i = 0; i < runs + 10; i++) {
        answer = await get(base, week, { cookie, "accept-encoding": encoding });
        if (answer.status !== 200) throw new Error(`week answered ${answer.status}`);
        if (i >= 10) times.push(answer.ms);
      }
      console.log(
        `  ${name.padEnd(7)} ${kib(answer?.bytes ?? 0).padStart(11)}, median ${median(times).toFixed(1)} ms (content-encoding ${answer?.headers["content-encoding"] ?? "none"})`,
      );
    }
    const first = await get(base, week, { cookie, "accept-encoding": "br" });
    const etag = first.headers.etag;
    if (etag) {
      const times: number[] = [];
      let again: Answer | undefined;
      for (let i = 0; i < runs; i++) {
        again = await get(base, week, { cookie, "accept-encoding": "br", "if-none-match": String(etag) });
        times.push(again.ms);
      }
      console.log(
        `  unchanged week with If-None-Match: ${again?.status}, ${again?.bytes} bytes, median ${median(times).toFixed(1)} ms`,
      );
    } else {
      console.log("  no ETag: an unchanged week is downloaded again in full");
    }
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
