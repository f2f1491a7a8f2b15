import { describe, expect, it } from "vitest";
import { formatSignedHours, PAY_MESSAGES } from "./pay";

describe("the texts pay's screens show", () => {
  it("a change of hours carries its sign, a minus sign for what is removed", () => {
    expect(formatSignedHours(4)).toBe("+4 h");
    expect(formatSignedHours(-12)).toBe("\u221212 h");
    expect(formatSignedHours(1.25)).toBe("+1.25 h");
    expect(formatSignedHours(0)).toBe("0 h");
  });

  it("a projected balance says what accrues until the day, or just the balance when nothing does", () => {
    expect(
      PAY_MESSAGES.projected("Vacation", "2027-03-03", {
        balanceHours: 80,
        changeHours: 16,
        projectedHours: 96,
      }),
    ).toBe("Vacation on Mar 3, 2027: 96 h projected (80 h now, +16 h accruing)");
    expect(
      PAY_MESSAGES.projected("Sick", "2027-03-03", { balanceHours: 40, changeHours: 0, projectedHours: 40 }),
    ).toBe("Sick on Mar 3, 2027: 40 h");
    expect(
      PAY_MESSAGES.projected("Vacation", "2027-01-02", {
        balanceHours: 300,
        changeHours: -60,
        projectedHours: 240,
      }),
    ).toBe("Vacation on Jan 2, 2027: 240 h projected (300 h now, \u221260 h at the year-end carry-over)");
  });
});
