import { describe, expect, it } from "vitest";
import { centsToDecimal } from "./money";
import { minutesToHours } from "./scheduling";
import {
  addDaysToDate,
  checkedOutDescription,
  minutesToHoursFixed2,
  payPeriodContaining,
  payrollQuerySchema,
  shiftPayCents,
  shiftPayPeriod,
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
