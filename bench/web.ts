/**
 * Lighthouse (mobile emulation, simulated throttling) in Debian's Chromium against the real server with the
 * built web app: the landing, pricing and sign-in pages signed out, and the dashboard signed in as the bench
 * agency's admin (200 members). Each page RUNS times (default 3, the machine is shared); prints the median
 * performance score with LCP and TBT, and the accessibility score, next to the targets of issue 14. Signed out,
 * "/" and "/pricing" are the prerendered pages (apps/web/src/prerender.tsx); signed in, "/" is the app.
 *
 *   npm run seed:scale && npm run build && npm run bench:web
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchApp } from "./app";

const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

type Figures = { performance: number; accessibility: number; lcp: number; tbt: number; fcp: number };

const ALL_PAGES = [
  { name: "Landing (/)", path: "/", signedIn: false, target: 95 },
  { name: "Pricing (/pricing)", path: "/pricing", signedIn: false, target: 95 },
  { name: "Sign-in (/auth)", path: "/auth", signedIn: false, target: 95 },
  { name: "Dashboard (/, signed in)", path: "/", signedIn: true, target: 90 },
];

// PAGES=sign-in,dashboard measures some of them (matched against the names, case-insensitive).
const PAGES = process.env.PAGES
  ? ALL_PAGES.filter((page) =>
      process.env.PAGES?.split(",").some((want) =>
        page.name.toLowerCase().includes(want.trim().toLowerCase()),
      ),
    )
  : ALL_PAGES;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { base, cookie, close } = await benchApp({ listen: true, serveWeb: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const home = await fetch(`${base}/`);
    if (!(await home.text()).includes("<div id=")) throw new Error('No web app: run "npm run build" first');
    console.log(`Lighthouse ${RUNS} run(s) per page, mobile emulation; medians`);
    console.log(
      `${"page".padEnd(28)}${"perf".padStart(6)}${"target".padStart(8)}${"LCP".padStart(9)}${"TBT".padStart(9)}${"FCP".padStart(9)}${"a11y".padStart(6)}`,
    );
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
          ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
        // LHR_DIR=/tmp/lhr keeps each run's full report (which requests, which element is the LCP).
        if (process.env.LHR_DIR) {
          const file = `${page.name.replace(/\W+/g, "-").toLowerCase()}${i}.json`;
          fs.mkdirSync(process.env.LHR_DIR, { recursive: true });
          fs.writeFileSync(path.join(process.env.LHR_DIR, file), JSON.stringify(lhr));
        }
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
          fcp: lhr.audits["first-contentful-paint"].numericValue ?? 0,
        });
      }
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(
        `${page.name.padEnd(28)}${String(m("performance")).padStart(6)}${`≥${page.target}`.padStart(8)}${seconds(m("lcp")).padStart(9)}${`${Math.round(m("tbt"))} ms`.padStart(9)}${seconds(m("fcp")).padStart(9)}${String(m("accessibility")).padStart(6)}`,
      );
    }
  } finally {
    chrome.kill();
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
