import { describe, expect, it } from "vitest";
import { formatSignedHours, PAY_MESSAGES } from "./pay";

describe("the texts pay's screens show", () => {
  it("a change of hours carries its sign, a minus sign for what is removed", () => {
    expect(formatSignedHours(4)).toBe("+4 h");
    expect(formatSignedHours(-12)).toBe("\u221212 h");
    expect(formatSignedHours(1.25)).toBe("+1.25 h");
    expect(formatSignedHours(0)).toBe("0 h");
  });

  it("a projected balance says what accrues and what the carry-over removes until the day, or just the balance", () => {
    expect(
      PAY_MESSAGES.projected("Vacation", "2027-03-03", {
        balanceHours: 80,
        accruingHours: 16,
        carryOverHours: 0,
        projectedHours: 96,
      }),
    ).toBe("Vacation on Mar 3, 2027: 96 h projected (80 h now, +16 h accruing)");
    expect(
      PAY_MESSAGES.projected("Sick", "2027-03-03", {
        balanceHours: 40,
        accruingHours: 0,
        carryOverHours: 0,
        projectedHours: 40,
      }),
    ).toBe("Sick on Mar 3, 2027: 40 h");
    expect(
      PAY_MESSAGES.projected("Vacation", "2027-03-04", {
        balanceHours: 240,
        accruingHours: 24,
        carryOverHours: -80,
        projectedHours: 184,
      }),
    ).toBe(
      "Vacation on Mar 4, 2027: 184 h projected (240 h now, +24 h accruing, \u221280 h at the year-end carry-over)",
    );
  });
});
