/** The date arithmetic behind series and rotations, without a database. */
import { ROTATIONS, type RotationPattern } from "@rollcall/shared/scheduling";
import { describe, expect, it } from "vitest";
import { wallClockInstant } from "../../lib/dates";
import { rotationShifts, seriesOccurrences } from "./recurrence";

const utc = (s: string) => new Date(s);
const iso = (list: Array<{ start: Date }>) => list.map((o) => o.start.toISOString());

describe("recurring series", () => {
  const first = { start: utc("2030-01-07T07:00:00Z"), end: utc("2030-01-07T19:00:00Z") }; // a Monday

  it("daily every 2 days for 10 occurrences", () => {
    const { occurrences, truncated } = seriesOccurrences(
      first,
      { pattern: "daily", interval: 2, daysOfWeek: [], endDate: null, count: 10 },
      "UTC",
      1000,
    );
    expect(truncated).toBe(false);
    expect(occurrences).toHaveLength(10);
    expect(occurrences[1].start.toISOString()).toBe("2030-01-09T07:00:00.000Z");
    expect(occurrences[9].start.toISOString()).toBe("2030-01-25T07:00:00.000Z");
    // Every occurrence lasts as long as the first.
    expect(occurrences.every((o) => o.end.getTime() - o.start.getTime() === 12 * 3600_000)).toBe(true);
  });

  it("weekly on Monday, Wednesday and Friday until a date (inclusive)", () => {
    const { occurrences } = seriesOccurrences(
      first,
      {
        pattern: "weekly",
        interval: 1,
        daysOfWeek: ["friday", "monday", "wednesday"],
        endDate: "2030-01-18",
        count: null,
      },
      "UTC",
      1000,
    );
    expect(iso(occurrences).map((s) => s.slice(0, 10))).toEqual([
      "2030-01-07",
      "2030-01-09",
      "2030-01-11",
      "2030-01-14",
      "2030-01-16",
      "2030-01-18",
    ]);
  });

  it("weekly every other week starts on the first chosen day on or after the start", () => {
    const thursday = { start: utc("2030-01-10T07:00:00Z"), end: utc("2030-01-10T19:00:00Z") };
    const { occurrences } = seriesOccurrences(
      thursday,
      { pattern: "weekly", interval: 2, daysOfWeek: ["tuesday", "saturday"], endDate: null, count: 4 },
      "UTC",
      1000,
    );
    // The start's week: only Saturday is still ahead; then two weeks later Tuesday and Saturday.
    expect(iso(occurrences).map((s) => s.slice(0, 10))).toEqual([
      "2030-01-12",
      "2030-01-22",
      "2030-01-26",
      "2030-02-05",
    ]);
  });

  it("custom: every 3 days until a date", () => {
    const { occurrences } = seriesOccurrences(
      first,
      { pattern: "custom", interval: 3, daysOfWeek: [], endDate: "2030-01-20", count: null },
      "UTC",
      1000,
    );
    expect(iso(occurrences).map((s) => s.slice(0, 10))).toEqual([
      "2030-01-07",
      "2030-01-10",
      "2030-01-13",
      "2030-01-16",
      "2030-01-19",
    ]);
  });

  it("stops at whichever comes first, the end date or the count", () => {
    const rule = { pattern: "daily" as const, interval: 1, daysOfWeek: [] };
    expect(
      seriesOccurrences(first, { ...rule, endDate: "2030-01-09", count: 10 }, "UTC", 1000).occurrences,
    ).toHaveLength(3);
    expect(
      seriesOccurrences(first, { ...rule, endDate: "2030-12-31", count: 2 }, "UTC", 1000).occurrences,
    ).toHaveLength(2);
  });

  it("reports a series larger than the maximum instead of cutting it", () => {
    const result = seriesOccurrences(
      first,
      { pattern: "daily", interval: 1, daysOfWeek: [], endDate: "2035-01-01", count: null },
      "UTC",
      1000,
    );
    expect(result.truncated).toBe(true);
    const twoYears = seriesOccurrences(
      first,
      { pattern: "daily", interval: 1, daysOfWeek: [], endDate: "2032-01-06", count: null },
      "UTC",
      1000,
    );
    expect(twoYears.truncated).toBe(false);
    expect(twoYears.occurrences).toHaveLength(730);
  });

  it("keeps the agency's wall-clock time across a daylight-saving change", () => {
    // 07:00 in Chicago: 13:00 UTC in winter (CST), 12:00 UTC after the March change (CDT).
    const start = wallClockInstant("2030-03-08T07:00", "America/Chicago");
    const end = wallClockInstant("2030-03-08T19:00", "America/Chicago");
    expect(start.toISOString()).toBe("2030-03-08T13:00:00.000Z");
    const { occurrences } = seriesOccurrences(
      { start, end },
      { pattern: "daily", interval: 1, daysOfWeek: [], endDate: null, count: 3 },
      "America/Chicago",
      1000,
    );
    expect(iso(occurrences)).toEqual([
      "2030-03-08T13:00:00.000Z",
      "2030-03-09T13:00:00.000Z",
      "2030-03-10T12:00:00.000Z",
    ]);
  });

  it("reads times with an offset as absolute and times without one in the agency's zone", () => {
    expect(wallClockInstant("2030-01-07T07:00:00Z", "America/New_York").toISOString()).toBe(
      "2030-01-07T07:00:00.000Z",
    );
    expect(wallClockInstant("2030-01-07T07:00", "America/New_York").toISOString()).toBe(
      "2030-01-07T12:00:00.000Z",
    );
    // A date alone is its midnight; a space may stand for the T; a fraction is cut to milliseconds.
    expect(wallClockInstant("2030-07-04", "America/Chicago").toISOString()).toBe("2030-07-04T05:00:00.000Z");
    expect(wallClockInstant("2030-07-04 18:30:05.123456", "UTC").toISOString()).toBe(
      "2030-07-04T18:30:05.123Z",
    );
    for (const unreadable of ["", "07/04/2030", "2030-07-04T25", "tomorrow"])
      expect(Number.isNaN(wallClockInstant(unreadable, "UTC").getTime())).toBe(true);
  });
});

/** The days (0-based from the rotation's start) each platoon is on duty. */
function dutyDays(pattern: RotationPattern, days: number) {
  const platoons = Object.fromEntries(ROTATIONS[pattern].platoons.map((p) => [p, [`member-${p}`]]));
  const end = new Date(Date.UTC(2030, 0, 7 + days - 1)).toISOString().slice(0, 10);
  const shifts = rotationShifts(pattern, "2030-01-07", end, "07:00", platoons, "UTC");
  const result: Record<string, number[]> = {};
  for (const s of shifts) result[s.platoon] = [...(result[s.platoon] ?? []), s.dayIndex];
  return { result, shifts };
}

describe("fire rotations", () => {
  it("24/48: A, B, C each work one day in three", () => {
    const { result, shifts } = dutyDays("24/48", 9);
    expect(result).toEqual({ A: [0, 3, 6], B: [1, 4, 7], C: [2, 5, 8] });
    expect(shifts[0].start.toISOString()).toBe("2030-01-07T07:00:00.000Z");
    expect(shifts[0].end.toISOString()).toBe("2030-01-08T07:00:00.000Z");
  });

  it("48/96: two days on, four off, platoons in turn", () => {
    expect(dutyDays("48/96", 12).result).toEqual({ A: [0, 1, 6, 7], B: [2, 3, 8, 9], C: [4, 5, 10, 11] });
  });

  it("Kelly: each platoon works XOXOXOOOO in the 9-day cycle, one platoon a day", () => {
    const { result } = dutyDays("kelly", 18);
    expect(result).toEqual({ A: [0, 2, 4, 9, 11, 13], B: [3, 5, 7, 12, 14, 16], C: [1, 6, 8, 10, 15, 17] });
    // B starts its cycle three days after A, C six days after: each works days 0, 2 and 4 of its cycle.
    for (const [platoon, offset] of [
      ["A", 0],
      ["B", 3],
      ["C", 6],
    ] as const) {
      const days = result[platoon];
      const pattern = Array.from({ length: 9 }, (_, i) => (days.includes(offset + i) ? "X" : "O")).join("");
      expect(pattern).toBe("XOXOXOOOO");
    }
  });

  it("24/72: four platoons, one day in four", () => {
    expect(dutyDays("24/72", 8).result).toEqual({ A: [0, 4], B: [1, 5], C: [2, 6], D: [3, 7] });
  });

  it("one 24-hour shift per member per duty day, and none for an empty platoon", () => {
    const shifts = rotationShifts(
      "24/48",
      "2030-01-07",
      "2030-01-12",
      "08:00",
      { A: ["a1", "a2"], B: ["b1"], C: [] },
      "UTC",
    );
    expect(shifts.map((s) => `${s.dayIndex}:${s.userId}`)).toEqual([
      "0:a1",
      "0:a2",
      "1:b1",
      "3:a1",
      "3:a2",
      "4:b1",
    ]);
    expect(shifts.every((s) => s.end.getTime() - s.start.getTime() === 24 * 3600_000)).toBe(true);
    expect(shifts[0].start.toISOString()).toBe("2030-01-07T08:00:00.000Z");
  });
});
