import type { AccrualRuleRecord } from "@rollcall/shared/pay";
import { describe, expect, it } from "vitest";
import { ruleSummary } from "./rule-summary";

const base: AccrualRuleRecord = {
  id: "00000000-0000-4000-8000-000000000001",
  leaveType: "vacation",
  basis: "per_pay_period",
  tiers: [{ fromYears: 0, hours: 4 }],
  waitingDays: 0,
  capHours: null,
  carryOverHours: null,
  overCarryOver: "forfeit",
  prorateByHours: false,
  standardHoursPerPeriod: null,
  startsOn: null,
};

const detail = (rule: AccrualRuleRecord, label: string) =>
  ruleSummary(rule).details.find((d) => d.label === label)?.value;

describe("an accrual rule as the Leave Accrual card lists it", () => {
  it("says what the first tier earns and lists the later tiers by years of service", () => {
    const summary = ruleSummary({
      ...base,
      tiers: [
        { fromYears: 0, hours: 4 },
        { fromYears: 1, hours: 4.5 },
        { fromYears: 5, hours: 6 },
      ],
    });
    expect(summary.earns).toBe("4 h each pay period");
    expect(summary.tiers).toEqual(["4.5 h from 1 year", "6 h from 5 years"]);
    expect(ruleSummary({ ...base, basis: "per_month" }).earns).toBe("4 h each month");
  });

  it("names no wait, no cap and a full carry-over when the rule has none", () => {
    expect(detail(base, "Wait")).toBe("None");
    expect(detail(base, "Cap")).toBe("No cap");
    expect(detail(base, "Carry-over")).toBe("Everything carries over");
    expect(detail(base, "Part-time")).toBe("Full hours");
    expect(detail(base, "Accrues from")).toBe("The first pay period");
  });

  it("gives the wait, the cap, what happens above the carry-over, the proration and the first day", () => {
    const rule: AccrualRuleRecord = {
      ...base,
      basis: "per_month",
      waitingDays: 90,
      capHours: 240,
      carryOverHours: 80,
      overCarryOver: "pay_out",
      prorateByHours: true,
      standardHoursPerPeriod: 173.25,
      startsOn: "2027-01-01",
    };
    expect(detail(rule, "Wait")).toBe("90 days after hire");
    expect(detail({ ...rule, waitingDays: 1 }, "Wait")).toBe("1 day after hire");
    expect(detail(rule, "Cap")).toBe("240 h");
    expect(detail(rule, "Carry-over")).toBe("80 h; above it paid out on Jan 1");
    expect(detail({ ...rule, overCarryOver: "forfeit" }, "Carry-over")).toBe(
      "80 h; above it forfeited on Jan 1",
    );
    expect(detail(rule, "Part-time")).toBe("Prorated by hours worked of 173.25 h a month");
    expect(detail(rule, "Accrues from")).toBe("Jan 1, 2027");
  });
});
