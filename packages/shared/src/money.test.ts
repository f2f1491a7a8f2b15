import { describe, expect, it } from "vitest";
import { centsToDecimal, dollarsToCents, formatCents, formatWholeNumber } from "./money";
import { SHIFT_MESSAGES } from "./scheduling";

describe("money and counts as people read them", () => {
  it("groups whole numbers by thousands as en-US does", () => {
    for (const n of [0, 7, 999, 1000, 5000, 12345, 100000, 1234567])
      expect(formatWholeNumber(n)).toBe(n.toLocaleString("en-US"));
    expect(SHIFT_MESSAGES.seriesTooLarge).toContain("at most 1,000 shifts");
  });

  it("reads dollars as integer cents and writes them back", () => {
    expect(dollarsToCents("$1,250.5")).toBe(125050);
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("-3")).toBeNull();
    expect(centsToDecimal(125050)).toBe("1250.50");
    expect(formatCents(125050)).toBe("$1,250.50");
  });
});
