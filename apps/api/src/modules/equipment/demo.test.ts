/**
 * The demo agency's equipment tells one story: every item's last maintenance date is its latest recorded
 * service, and the costs of those services fill Cost Analysis.
 */
import type { Equipment, EquipmentDetail } from "@rollcall/shared/equipment";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemo } from "../../db/seed";
import { signIn } from "../../test/members";
import { testApp } from "../../test/world";

const { t } = testApp();
let cookie: string;

beforeAll(async () => {
  expect(await seedDemo(t.db)).toBe(true);
  cookie = await signIn(t.app, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("the demo equipment", { timeout: 60_000 }, () => {
  it("has a maintenance history matching each item's last maintenance date", async () => {
    const items: Equipment[] = (await get("/api/equipment")).json();
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      const detail: EquipmentDetail = (await get(`/api/equipment/${item.id}`)).json();
      expect(detail.maintenanceHistory.length, item.name).toBeGreaterThan(0);
      expect(detail.maintenanceHistory[0].performedOn, item.name).toBe(item.lastMaintenanceDate);
      expect(detail.maintenanceHistory[0].performedByName).toBe(DEMO_ACCOUNTS[0].name);
    }
    // Every band is represented, so each screen has something to show.
    expect(new Set(items.map((i) => i.maintenanceState))).toEqual(
      new Set(["overdue", "due_soon", "upcoming", "current"]),
    );
  });

  it("fills Cost Analysis with real totals", async () => {
    const res = await get("/api/equipment/reports/costs.csv");
    const total = res.body.split("\r\n").find((line) => line.startsWith("Total,"));
    expect(total).toBeDefined();
    const cells = (total as string).split(",");
    expect(Number(cells[3])).toBe(21);
    expect(Number(cells[4])).toBeGreaterThan(1000);
  });
});
