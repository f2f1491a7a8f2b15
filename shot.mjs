import { chromium } from "@playwright/test";
const base = "http://localhost:5056";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desk", { width: 1280, height: 900 }]]) {
  const ctx = await browser.newContext({ viewport, baseURL: base });
  const p = await ctx.newPage();
  const r = await p.request.post("/api/login", { data: { email: "officer@riverside.demo", password: "rollcall-demo" }, headers: { origin: base } });
  if (r.status() !== 200) throw new Error(await r.text());
  await p.goto("/");
  await p.getByRole("region", { name: "Today's board" }).waitFor();
  await p.waitForTimeout(1500);
  await p.getByRole("region", { name: "Today's board" }).screenshot({ path: `/tmp/card-${name}.png` });
  await p.goto("/scheduling?tab=board");
  await p.getByRole("article").first().waitFor();
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/board-${name}.png`, fullPage: name === "desk" });
  await ctx.close();
}
await browser.close();
