import { describe, expect, it } from "vitest";
import { optionalDay, optionalNumber, requiredNumber } from "./number-input";

describe("what a number or date box gives the accrual and payroll forms", () => {
  it("a required number is undefined while empty, else the number typed", () => {
    expect(requiredNumber("")).toBeUndefined();
    expect(requiredNumber("4.25")).toBe(4.25);
    expect(requiredNumber("0")).toBe(0);
    expect(requiredNumber(6)).toBe(6);
    expect(requiredNumber("abc")).toBeNaN();
  });

  it("an optional number is null while empty: no cap, no carry-over", () => {
    expect(optionalNumber("")).toBeNull();
    expect(optionalNumber(null)).toBeNull();
    expect(optionalNumber("240")).toBe(240);
    expect(optionalNumber("0")).toBe(0);
  });

  it("an empty date is none", () => {
    expect(optionalDay("")).toBeNull();
    expect(optionalDay(null)).toBeNull();
    expect(optionalDay("2027-01-01")).toBe("2027-01-01");
  });
});
