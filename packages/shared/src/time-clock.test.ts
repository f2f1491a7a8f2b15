import { describe, expect, it } from "vitest";
import { centsToDecimal } from "./money";
import { minutesToHours } from "./scheduling";
import {
  addDaysToDate,
  checkedOutDescription,
  minutesToHoursFixed2,
  payPeriodContaining,
  payrollQuerySchema,
  reasonNeeded,
  roundPunch,
  shiftPayCents,
  shiftPayPeriod,
  timeClockSettingsSchema,
} from "./time-clock";

describe("pay for one shift (integer cents, half up once)", () => {
  it("is exact where the product divides evenly", () => {
    expect(shiftPayCents(2850, 440)).toBe(20900); // $28.50 × 7 h 20 min = $209.00
    expect(shiftPayCents(2850, 0)).toBe(0);
  });
  it("rounds half a cent up and less than half down", () => {
    expect(shiftPayCents(1001, 30)).toBe(501); // 500.5
    expect(shiftPayCents(1234, 45)).toBe(926); // 925.5
    expect(shiftPayCents(2833, 25)).toBe(1180); // 1180.41...
  });
  it("stays exact for large figures", () => {
    expect(shiftPayCents(10_000_000, 10_080)).toBe(1_680_000_000);
  });
});

describe("hours", () => {
  it("shows one decimal for the spec's totalHours", () => {
    expect(minutesToHours(440)).toBe(7.3);
    expect(minutesToHours(45)).toBe(0.8);
    expect(checkedOutDescription(7.3)).toBe("Shift completed. Total time: 7.3 hours.");
    expect(checkedOutDescription(8)).toBe("Shift completed. Total time: 8.0 hours.");
  });
  it("shows two decimals for payroll without float drift", () => {
    expect(minutesToHoursFixed2(440)).toBe("7.33");
    expect(minutesToHoursFixed2(1320)).toBe("22.00");
    expect(minutesToHoursFixed2(41)).toBe("0.68");
  });
  it("prints cents as plain decimals", () => {
    expect(centsToDecimal(20900)).toBe("209.00");
    expect(centsToDecimal(5)).toBe("0.05");
  });
});

describe("pay periods", () => {
  it("are two weeks from Monday 1 January 2024", () => {
    expect(payPeriodContaining("2024-01-01")).toEqual({ startDate: "2024-01-01", endDate: "2024-01-14" });
    expect(payPeriodContaining("2024-01-14")).toEqual({ startDate: "2024-01-01", endDate: "2024-01-14" });
    expect(payPeriodContaining("2024-01-15")).toEqual({ startDate: "2024-01-15", endDate: "2024-01-28" });
    expect(payPeriodContaining("2023-12-31")).toEqual({ startDate: "2023-12-18", endDate: "2023-12-31" });
    expect(payPeriodContaining("2025-03-12")).toEqual({ startDate: "2025-03-10", endDate: "2025-03-23" });
  });
  it("step back and forth by whole periods, from the one holding the day", () => {
    // Mar 3, 2025 lies in Feb 24 – Mar 9 (a two-week period from the anchor).
    expect(shiftPayPeriod("2025-03-10", -1)).toEqual({ startDate: "2025-02-24", endDate: "2025-03-09" });
    expect(shiftPayPeriod("2025-03-03", -1)).toEqual({ startDate: "2025-02-10", endDate: "2025-02-23" });
    expect(shiftPayPeriod("2025-03-03", 1)).toEqual({ startDate: "2025-03-10", endDate: "2025-03-23" });
    expect(shiftPayPeriod("2025-03-03", 0)).toEqual({ startDate: "2025-02-24", endDate: "2025-03-09" });
  });
  it("follow the agency's own pay periods once it has set them", () => {
    const semimonthly = { kind: "semimonthly" as const, firstDay: "2026-01-01" };
    expect(payPeriodContaining("2026-02-20", semimonthly)).toEqual({
      startDate: "2026-02-16",
      endDate: "2026-02-28",
    });
    expect(shiftPayPeriod("2026-02-20", 1, semimonthly)).toEqual({
      startDate: "2026-03-01",
      endDate: "2026-03-15",
    });
    expect(shiftPayPeriod("2026-02-20", -2, semimonthly)).toEqual({
      startDate: "2026-01-16",
      endDate: "2026-01-31",
    });
    // Before the agency's first day, the two-week default holds.
    expect(payPeriodContaining("2025-12-31", semimonthly)).toEqual(payPeriodContaining("2025-12-31"));
    expect(payPeriodContaining("1900-01-01")).toEqual({ startDate: "1900-01-01", endDate: "1900-01-14" });
  });
  it("add calendar days", () => {
    expect(addDaysToDate("2024-02-28", 1)).toBe("2024-02-29");
  });
  it("validate the query's dates", () => {
    expect(payrollQuerySchema.safeParse({ startDate: "2025-03-03", endDate: "2025-03-16" }).success).toBe(
      true,
    );
    expect(payrollQuerySchema.safeParse({ startDate: "2025-02-29" }).success).toBe(false);
    expect(payrollQuerySchema.safeParse({ startDate: "2025-03-16", endDate: "2025-03-03" }).success).toBe(
      false,
    );
    expect(payrollQuerySchema.safeParse({ startDate: "2024-01-01", endDate: "2025-01-01" }).success).toBe(
      false,
    );
  });
});

describe("rounding a punch", () => {
  const at = (h: number, m: number, s = 0) => Date.UTC(2025, 2, 4, h, m, s);
  it("rounds to the increment nearest, up or down; half an increment goes up", () => {
    expect(roundPunch(at(8, 7, 40), { roundingMinutes: 15, roundingMode: "nearest" })).toBe(at(8, 15));
    expect(roundPunch(at(8, 7, 29), { roundingMinutes: 15, roundingMode: "nearest" })).toBe(at(8, 0));
    expect(roundPunch(at(8, 7, 30), { roundingMinutes: 15, roundingMode: "nearest" })).toBe(at(8, 15));
    expect(roundPunch(at(8, 1), { roundingMinutes: 15, roundingMode: "up" })).toBe(at(8, 15));
    expect(roundPunch(at(8, 14, 59), { roundingMinutes: 15, roundingMode: "down" })).toBe(at(8, 0));
    expect(roundPunch(at(8, 7, 40), { roundingMinutes: 6, roundingMode: "nearest" })).toBe(at(8, 6));
    expect(roundPunch(at(8, 7, 40), { roundingMinutes: 1, roundingMode: "down" })).toBe(at(8, 7));
  });
  it("leaves a punch on the increment as it is, and every punch as made without rounding", () => {
    for (const mode of ["nearest", "up", "down"] as const)
      expect(roundPunch(at(8, 30), { roundingMinutes: 15, roundingMode: mode })).toBe(at(8, 30));
    expect(roundPunch(at(8, 7, 40), { roundingMinutes: null, roundingMode: "up" })).toBe(at(8, 7, 40));
  });
  it("counts from the local hour in a zone 45 minutes off the hour (Nepal, UTC+5:45)", () => {
    // 00:00 UTC is 05:45 there: 6-minute steps fall on 05:42 and 05:48, not on 00:00 and 00:06 UTC.
    expect(roundPunch(at(0, 0), { roundingMinutes: 6, roundingMode: "nearest" }, 345)).toBe(at(0, 3));
    expect(roundPunch(at(0, 0), { roundingMinutes: 6, roundingMode: "down" }, 345)).toBe(
      at(23, 57) - 86_400_000,
    );
  });
});

describe("a reason for a late start or an early end", () => {
  const shift = { startTime: "2025-03-04T13:00:00Z", endTime: "2025-03-04T21:00:00Z" };
  const t = (iso: string) => Date.parse(iso);
  it("is needed past the threshold only, and never with the rule off", () => {
    expect(reasonNeeded("checkIn", shift, t("2025-03-04T13:10:00Z"), 10)).toBeNull();
    expect(reasonNeeded("checkIn", shift, t("2025-03-04T13:10:01Z"), 10)).toBe(
      "A reason is required for a check-in more than 10 minutes after the shift starts",
    );
    expect(reasonNeeded("checkOut", shift, t("2025-03-04T20:50:00Z"), 10)).toBeNull();
    expect(reasonNeeded("checkOut", shift, t("2025-03-04T20:49:59Z"), 10)).toBe(
      "A reason is required for a check-out more than 10 minutes before the shift ends",
    );
    expect(reasonNeeded("checkIn", shift, t("2025-03-04T20:00:00Z"), null)).toBeNull();
  });
  it("the rules take 1, 6 or 15 minutes and whole minutes up to 12 hours", () => {
    const rules = {
      roundingMinutes: 6,
      roundingMode: "down",
      autoClockOutGraceMinutes: 0,
      reasonThresholdMinutes: 720,
      discrepancyThresholdMinutes: null,
    };
    expect(timeClockSettingsSchema.safeParse(rules).success).toBe(true);
    expect(timeClockSettingsSchema.safeParse({ ...rules, roundingMinutes: 5 }).success).toBe(false);
    expect(timeClockSettingsSchema.safeParse({ ...rules, reasonThresholdMinutes: 721 }).success).toBe(false);
  });
});
