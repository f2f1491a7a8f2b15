/**
 * Where the signed-in dashboard's main thread goes, for finding what the long tasks of `npm run bench:web` are.
 * Loads "/" in Debian's Chromium as the bench agency's admin on a phone-sized page, with the CPU slowed 4 times
 * as Lighthouse's mobile emulation slows it, records a CPU profile from navigation to 4 s after Today's Schedule
 * shows, and maps each sample through the build's hidden source maps to its original file (npm packages folded
 * to their name). Prints, per load (mean of RUNS):
 * - the busy time, and the self time per source file and per function;
 * - the time under each of our own functions (the nearest frame in src/ or packages/, inclusive);
 * - TASKS=1: each stretch of 50 ms or more without an idle sample (a long task) and what ran in it;
 * - CALLERS_OF=npm:zod: which frames the time of that file was spent under (for module evaluation, the chunk).
 *
 *   npm run seed:scale && npm run build && npm run bench:web-profile
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { benchApp } from "./app";

const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 25);
const CALLERS_OF = process.env.CALLERS_OF;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const ASSETS = path.resolve(import.meta.dirname, "../apps/web/dist/assets");

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
};
type Place = { file: string; fn: string; at: string };

const consumers = new Map<string, SourceMapConsumer | null>();
async function consumerFor(url: string) {
  const file = url.split("/assets/")[1];
  if (!file) return null;
  if (!consumers.has(file)) {
    const map = path.join(ASSETS, `${file}.map`);
    consumers.set(
      file,
      fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, "utf8"))) : null,
    );
  }
  return consumers.get(file) ?? null;
}

/** A frame's original file (an npm package by its name) and function; `at` is the built chunk's place. */
async function original(frame: CallFrame): Promise<Place> {
  const at = `${frame.url.split("/").pop()}:${frame.lineNumber}:${frame.columnNumber}`;
  if (!frame.url) return { file: `(${frame.functionName || "native"})`, fn: frame.functionName, at };
  const consumer = await consumerFor(frame.url);
  if (!consumer) return { file: frame.url.replace(/^https?:\/\/[^/]+/, ""), fn: frame.functionName, at };
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = pos.source ?? frame.url;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const file = pkg
    ? `npm:${pkg[1]}`
    : source.replace(/^.*?\/src\//, "src/").replace(/^.*?\/packages\//, "packages/");
  return { file, fn: frame.functionName || pos.name || "(anonymous)", at };
}

const add = (rows: Map<string, number>, key: string, ms: number) => rows.set(key, (rows.get(key) ?? 0) + ms);

async function profileLoad(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  cookie: string,
) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(`${base}/`);
  await page.getByText("Today's Schedule").first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  await context.close();
  return profile;
}

async function main() {
  const { base, cookie, close } = await benchApp({ listen: true, serveWeb: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  const byOurs = new Map<string, number>();
  const callers = new Map<string, number>();
  let busy = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const profile = await profileLoad(browser, base, cookie);
      const places = new Map<number, Place>();
      for (const node of profile.nodes) places.set(node.id, await original(node.callFrame));
      const parent = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
      const ours = (id: number) => {
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
          const place = places.get(at);
          if (place && /^(src|packages)\//.test(place.file)) return `${place.fn}  ${place.file}`;
        }
        return "(no frame of ours)";
      };
      let taskStart = 0;
      let clock = 0;
      let task = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const us = profile.timeDeltas[i] ?? 0;
        clock += us;
        const place = places.get(id);
        if (!place) return;
        if (place.fn === "(idle)") {
          if (process.env.TASKS && clock - taskStart >= 50_000) {
            const top = [...task].sort((a, b) => b[1] - a[1]).slice(0, 6);
            const what = top.map(([key, t]) => `${key} ${(t / 1000).toFixed(0)}`).join(" | ");
            console.log(
              `task at ${(taskStart / 1000).toFixed(0)} ms, ${((clock - taskStart) / 1000).toFixed(0)} ms: ${what}`,
            );
          }
          taskStart = clock;
          task = new Map();
          return;
        }
        const ms = us / 1000;
        busy += ms;
        add(byFile, place.file, ms);
        add(byFn, `${place.fn}  ${place.file}`, ms);
        add(byOurs, ours(id), ms);
        add(task, `${place.file} (under ${ours(id)})`, us);
        if (CALLERS_OF && place.file === CALLERS_OF) {
          let at = parent.get(id);
          while (at !== undefined && places.get(at)?.file === CALLERS_OF) at = parent.get(at);
          const caller = at === undefined ? undefined : places.get(at);
          add(callers, caller ? `${caller.fn}  ${caller.file}  ${caller.at}` : "(top)", ms);
        }
      });
      if (process.env.TASKS) console.log("--");
    }
  } finally {
    await browser.close();
    await close();
  }
  const print = (title: string, rows: Map<string, number>) => {
    console.log(`\n${title} (ms per load at 4x CPU slowdown, mean of ${RUNS})`);
    for (const [key, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(ms / RUNS).toFixed(0).padStart(7)}  ${key}`);
  };
  console.log(`Busy: ${(busy / RUNS).toFixed(0)} ms per load (idle excluded)`);
  print("Self time by source file", byFile);
  print("Self time by function", byFn);
  print("Time under our nearest function", byOurs);
  if (CALLERS_OF) print(`What ${CALLERS_OF}'s time was spent under`, callers);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
