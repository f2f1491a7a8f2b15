import { describe, expect, it } from "vitest";
import { demoContext } from "../../db/seed/context";
import { buildAlerts } from "./alerting.seed";

// The demo seeded without mail is read through the API in db/seed.test.ts; here, the same recall seeded where
// mail is set up.
describe("the demo's recall", () => {
  it("seeded where mail is set up, the recall went by email and some answered through its link", () => {
    const { alertDeliveryRows, alertRecipientRows } = buildAlerts({
      ...demoContext(new Date()),
      mailConfigured: true,
      built: {},
    });
    expect(new Set(alertDeliveryRows.map((d) => d.status))).toEqual(new Set(["sent"]));
    expect(alertRecipientRows.map((r) => r.answeredVia)).toContain("link");
  });
});
