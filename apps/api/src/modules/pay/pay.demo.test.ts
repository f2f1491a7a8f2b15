/**
 * The demo's pay: its paid holidays, a year of accruals in the ledgers, and the last complete pay period
 * exported once, whose lines are the payroll screen's (a second export finds nothing changed).
 */
import type { PayHours, PaySettings } from "@rollcall/shared/pay";
import { shiftPayPeriod } from "@rollcall/shared/time-clock";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemo } from "../../db/seed";
import { signIn } from "../../test/members";
import { testApp } from "../../test/world";

const { t } = testApp();
let cookie: string;

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const get = async <T>(url: string) => {
  const res = await call("GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  expect(await seedDemo(t.db)).toBe(true);
  cookie = await signIn(t.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
});

describe("the demo's pay", () => {
  it("pays the federal holidays", async () => {
    const { holidays } = await get<{ holidays: { date: string; name: string }[] }>("/api/pay/holidays");
    const thanksgiving = holidays.filter((h) => h.name === "Thanksgiving Day");
    expect(thanksgiving.length).toBeGreaterThanOrEqual(1);
    for (const h of thanksgiving) expect(new Date(`${h.date}T12:00:00Z`).getUTCDay()).toBe(4);
    expect(holidays.some((h) => h.name === "Independence Day" && h.date.endsWith("-07-04"))).toBe(true);
  });

  it("exported the last complete pay period, as the screen shows it", async () => {
    const settings = await get<PaySettings>("/api/pay/settings");
    expect(settings.payPeriods?.kind).toBe("biweekly");
    const current = settings.currentPeriod as { start: string; end: string };
    const last = shiftPayPeriod(current.start, -1, settings.payPeriods);
    const query = new URLSearchParams(last).toString();
    const before = await get<PayHours>(`/api/pay/hours?${query}`);
    expect(before.members.length).toBeGreaterThan(0);
    expect(before.exports).toHaveLength(1);
    expect(before.exports[0]).toMatchObject({ format: "generic", byName: "Dana Reyes", changes: [] });
    // Exported again now: nothing moved since the demo's export.
    expect((await call("POST", "/api/pay/exports", { format: "adp", ...last })).statusCode).toBe(200);
    const after = await get<PayHours>(`/api/pay/hours?${query}`);
    expect(after.exports).toHaveLength(2);
    expect(after.exports[0]).toMatchObject({ format: "adp", changes: [] });
  });
});

describe("the demo's time clock", () => {
  it("has one automatic clock-out awaiting review on payroll", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const payroll = await get<{ members: { shifts: { autoClockedOut: boolean; needsReview: boolean }[] }[] }>(
      `/api/payroll?startDate=${from}&endDate=${today}`,
    );
    const waiting = payroll.members.flatMap((m) => m.shifts).filter((s) => s.needsReview);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].autoClockedOut).toBe(true);
  });
});
