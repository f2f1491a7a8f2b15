import { describe, expect, it } from "vitest";
import { describeElapsed, formatElapsed, formatMomentFromToday, formatShiftTimes } from "./format";

const CHICAGO = "America/Chicago";
// 10:00 on 12 March 2025 in Chicago (UTC-5).
const now = Date.parse("2025-03-12T15:00:00Z");

describe("shift times in the agency's zone", () => {
  it("leave out today's date and add any other", () => {
    expect(formatMomentFromToday("2025-03-12T12:00:00Z", CHICAGO, now)).toBe("07:00");
    expect(formatMomentFromToday("2025-03-11T12:00:00Z", CHICAGO, now)).toBe("Mar 11, 07:00");
    expect(formatShiftTimes("2025-03-12T12:00:00Z", "2025-03-13T00:00:00Z", CHICAGO, now)).toBe(
      "07:00 – 19:00",
    );
    expect(formatShiftTimes("2025-03-12T12:00:00Z", "2025-03-13T12:00:00Z", CHICAGO, now)).toBe(
      "07:00 – Mar 13, 07:00",
    );
    expect(formatShiftTimes("2025-03-11T12:00:00Z", "2025-03-12T12:00:00Z", CHICAGO, now)).toBe(
      "Mar 11, 07:00 – Mar 12, 07:00",
    );
  });
});

describe("time on duty", () => {
  it("runs as a stopwatch past 24 hours", () => {
    expect(formatElapsed(0)).toBe("0:00:00");
    expect(formatElapsed((7 * 3600 + 5 * 60 + 9) * 1000)).toBe("7:05:09");
    expect(formatElapsed(26 * 3600 * 1000)).toBe("26:00:00");
    expect(formatElapsed(-5000)).toBe("0:00:00");
  });
  it("reads as words", () => {
    expect(describeElapsed((7 * 60 + 5) * 60_000)).toBe("7 hours 5 minutes");
    expect(describeElapsed(60 * 60_000 + 60_000)).toBe("1 hour 1 minute");
  });
});
