import { describe, expect, it } from "vitest";
import { formatTimeRange } from "./dates";

describe("formatTimeRange", () => {
  const zone = "America/Chicago";

  it("gives the hours of a shift within one day", () => {
    expect(formatTimeRange("2026-11-29T13:00:00Z", "2026-11-30T01:00:00Z", zone)).toBe("07:00 – 19:00");
  });

  it("adds the day to an end on another day", () => {
    expect(formatTimeRange("2026-11-29T13:00:00Z", "2026-11-30T13:00:00Z", zone)).toBe(
      "07:00 – Nov 30, 07:00",
    );
  });

  it("in a list about one day, dates a start on an earlier day as well", () => {
    // A 24-hour shift that began yesterday, on today's schedule.
    expect(formatTimeRange("2026-11-28T13:00:00Z", "2026-11-29T13:00:00Z", zone, "2026-11-29")).toBe(
      "Nov 28, 07:00 – Nov 29, 07:00",
    );
    // One that begins today reads as before.
    expect(formatTimeRange("2026-11-29T13:00:00Z", "2026-11-30T13:00:00Z", zone, "2026-11-29")).toBe(
      "07:00 – Nov 30, 07:00",
    );
  });
});
