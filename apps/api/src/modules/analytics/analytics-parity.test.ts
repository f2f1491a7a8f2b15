/**
 * The overtime and staffing-gap charts are computed in one SQL statement each; these fixtures check they give
 * the figures of the reports they summarize: the FLSA report of each work period (overtime), and
 * findStaffingGaps() summed by month (staffing gaps). The fixtures gather the awkward cases: shifts across a
 * period or frame boundary, punches and schedules mixed, seconds that round, an exempt member, a punch left open
 * for more than a period, overlapping and touching shifts of one member, cancelled shifts, a certificate
 * lapsing, an apparatus, days of the week, overnight frames, and a daylight-saving change in the agency's zone.
 */
import type { OvertimeRow } from "@rollcall/shared/analytics";
import { addDaysToIsoDate } from "@rollcall/shared/compliance";
import { workPeriodContaining } from "@rollcall/shared/flsa";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asPlatform, type Transaction, withAgency } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { certifications } from "../../db/schema/compliance";
import { equipment } from "../../db/schema/equipment";
import { shifts } from "../../db/schema/scheduling";
import { staffingRequirements } from "../../db/schema/staffing";
import { users } from "../../db/schema/users";
import { twoAgencies } from "../../test/world";
import { findStaffingGaps, staffingGapFigures } from "../staffing";

const { t, a, officer, firefighter, emt, expectCall } = twoAgencies({ crew: true });

const ZONE = "America/Chicago";
// Work periods of 28 days from 1 January of the agency's year; the ones holding March 2025 (a daylight-saving
// change on 9 March) and the month after.
const year = new Date().toISOString().slice(0, 4);
const first = workPeriodContaining(`${year}-01-01`, 28, "2025-02-20");
const periods = [0, 1, 2].map((k) => ({
  start: addDaysToIsoDate(first.start, k * 28),
  end: addDaysToIsoDate(first.start, k * 28 + 27),
}));

/** Local midnight of `day` in Chicago (CST or CDT), as an instant. */
const local = (day: string, time = "00:00:00") => {
  const guess = new Date(`${day}T${time}Z`);
  const offset = day >= "2025-03-09" && day < "2025-11-02" ? 5 : 6;
  return new Date(guess.getTime() + offset * 3_600_000);
};
const hours = (from: Date, h: number) => new Date(from.getTime() + h * 3_600_000);

beforeAll(async () => {
  const agencyId = a.user.agencyId;
  await asPlatform(t.db, { agencyId, userId: null }, (tx) =>
    tx.update(agencies).set({ timeZone: ZONE }).where(eq(agencies.id, agencyId)),
  );
  await withAgency(t.db, { agencyId, userId: null }, async (tx) => {
    await tx.update(users).set({ flsaExempt: true }).where(eq(users.id, emt.id));
    const [engine] = await tx
      .insert(equipment)
      .values({ agencyId, name: "Engine 7", type: "engine", location: "Station 7" })
      .returning({ id: equipment.id });
    const base = { agencyId, title: "Duty", status: "completed" as const };
    const p1 = periods[1].start;
    const rows: (typeof shifts.$inferInsert)[] = [];
    const on = (
      userId: string,
      day: string,
      from: number,
      to: number,
      status: "scheduled" | "cancelled",
    ) => ({
      ...base,
      userId,
      startTime: hours(local(day), from),
      endTime: hours(local(day), to),
      status,
    });
    // 24 hours on, 48 off across the three periods for the three members, punched 5 minutes early and 10
    // minutes 30 seconds late; the firefighter's are only scheduled every other time.
    for (let i = 0; i < 28; i++) {
      for (const [n, member] of [officer, firefighter, emt].entries()) {
        const start = hours(local(addDaysToIsoDate(first.start, i * 3 + n)), 7);
        const punched = member !== firefighter || i % 2 === 0;
        rows.push({
          ...base,
          userId: member.id,
          startTime: start,
          endTime: hours(start, 24),
          hourlyRateCents: member === officer ? null : 2500 + n * 100,
          equipmentId: i % 4 === 0 ? engine.id : null,
          ...(punched
            ? {
                actualStartTime: new Date(start.getTime() - 5 * 60_000),
                actualEndTime: new Date(start.getTime() + 24 * 3_600_000 + 10.5 * 60_000),
              }
            : {}),
        });
      }
    }
    rows.push(
      // Across the boundary between the first two periods, punched: split between them.
      { ...base, userId: firefighter.id, startTime: hours(local(p1), -5), endTime: hours(local(p1), 9) },
      // Checked in only: counted from the check-in to the scheduled end.
      {
        ...base,
        userId: officer.id,
        startTime: hours(local(p1), 30),
        endTime: hours(local(p1), 40),
        actualStartTime: hours(local(p1), 29.5),
      },
      // A punch left open for more than a period (the officer forgot to clock out).
      {
        ...base,
        userId: officer.id,
        startTime: hours(local(periods[1].end), 20),
        endTime: hours(local(periods[1].end), 28),
        actualStartTime: hours(local(periods[1].end), 20),
        actualEndTime: hours(local(periods[2].end), 30),
      },
      // Overlapping and touching shifts of one member, and a cancelled one.
      on(firefighter.id, "2025-03-08", 6, 12, "scheduled"),
      on(firefighter.id, "2025-03-08", 10, 16, "scheduled"),
      on(firefighter.id, "2025-03-08", 16, 20, "scheduled"),
      on(officer.id, "2025-03-12", 8, 20, "cancelled"),
    );
    await tx.insert(shifts).values(rows);
    // The EMT-B the qualified rule asks for: the officer's lapses on 10 March, the firefighter's holds.
    await tx.insert(certifications).values([
      { agencyId, userId: officer.id, name: "EMT-B", issueDate: "2024-01-01", expirationDate: "2025-03-10" },
      { agencyId, userId: firefighter.id, name: "emt-b", issueDate: null, expirationDate: "2030-01-01" },
      {
        agencyId,
        userId: firefighter.id,
        name: "EMT-B",
        issueDate: "2025-01-01",
        expirationDate: "2026-01-01",
      },
    ]);
    await tx.insert(staffingRequirements).values([
      { agencyId, name: "Two on duty", minimumStaff: 2, startTime: "07:00", endTime: "07:00" },
      {
        agencyId,
        name: "Officer by day",
        minimumStaff: 1,
        startTime: "08:00",
        endTime: "20:00",
        role: "officer",
        daysOfWeek: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      },
      {
        agencyId,
        name: "EMT by night",
        minimumStaff: 1,
        startTime: "20:00",
        endTime: "06:30",
        qualification: "EMT-B",
      },
      {
        agencyId,
        name: "Engine crew",
        minimumStaff: 2,
        startTime: "01:30",
        endTime: "03:30",
        equipmentId: engine.id,
      },
      { agencyId, name: "Nobody needed", minimumStaff: 0, startTime: "00:00", endTime: "00:00" },
    ]);
  });
});

describe("the overtime chart", () => {
  it("gives the FLSA report's overtime for each member and period, in the month the period ends", async () => {
    const expected = new Map<string, number>();
    for (const period of periods) {
      const report = await expectCall<{
        members: { userId: string; overtimeHours: number; exempt: boolean }[];
      }>(200, "GET", `/api/flsa/report?periodStart=${period.start}`, a.cookie);
      for (const m of report.members)
        if (m.overtimeHours > 0) {
          const key = `${period.end.slice(0, 7)} ${m.userId}`;
          expected.set(key, Math.round(((expected.get(key) ?? 0) + m.overtimeHours) * 100) / 100);
        }
    }
    const chart = await expectCall<{ rows: OvertimeRow[] }>(
      200,
      "GET",
      `/api/analytics/overtime?from=${periods[0].start}&to=${periods[2].end}`,
      a.cookie,
    );
    const got = new Map(chart.rows.map((r) => [`${r.month} ${r.userId}`, r.overtimeHours]));
    expect(expected.size).toBeGreaterThan(0);
    expect(got).toEqual(expected);
    // The exempt member worked as much, and has none.
    expect(chart.rows.some((r) => r.userId === emt.id)).toBe(false);
  });
});

describe("the staffing-gap chart", () => {
  it("gives findStaffingGaps()'s gaps summed by month", async () => {
    for (const [from, to] of [
      [periods[0].start, periods[2].end],
      ["2025-03-07", "2025-03-11"],
      ["2025-03-08", "2025-03-08"],
    ]) {
      const [sql, node] = await withAgency(t.db, { agencyId: a.user.agencyId, userId: null }, async (tx) => [
        await staffingGapFigures(tx, { from, to, timeZone: ZONE }),
        await staffingGapFiguresFromGaps(tx, { from, to, timeZone: ZONE }),
      ]);
      expect(node.some((m) => m.gaps > 0)).toBe(true);
      expect(sql).toEqual(node);
    }
  });
});

/**
 * The staffing-gap chart's figures from findStaffingGaps() (the schedule's gaps, computed in Node): the
 * reference the SQL statement is checked against.
 */
async function staffingGapFiguresFromGaps(
  tx: Transaction,
  q: { from: string; to: string; timeZone: string },
) {
  const gaps = await findStaffingGaps(tx, { startDate: q.from, endDate: q.to, timeZone: q.timeZone });
  const months = new Map<string, { month: string; gaps: number; hours: number; personHours: number }>();
  // Every month of the range, empty ones too (the 28th plus 4 days is always in the next month).
  const nextMonth = (day: string) => `${addDaysToIsoDate(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  for (let day = `${q.from.slice(0, 7)}-01`; day <= q.to; day = nextMonth(day))
    months.set(day.slice(0, 7), { month: day.slice(0, 7), gaps: 0, hours: 0, personHours: 0 });
  for (const gap of gaps) {
    const month = months.get(gap.date.slice(0, 7));
    if (!month) continue;
    const hours = (Date.parse(gap.end) - Date.parse(gap.start)) / 3_600_000;
    month.gaps++;
    month.hours += hours;
    month.personHours += hours * (gap.needed - gap.have);
  }
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return [...months.values()].map((m) => ({
    ...m,
    hours: round2(m.hours),
    personHours: round2(m.personHours),
  }));
}
