import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { addDaysToIsoDate } from "./compliance";
import {
  type AccrualRuleInput,
  type AccrueInput,
  accrualRuleSchema,
  accrualRulesSchema,
  accrue,
  formatDayRange,
  PAY_MESSAGES,
  PAY_PERIOD_KIND_LABELS,
  PAY_PERIOD_KINDS,
  type PayPeriodKind,
  type PayPeriodSettings,
  payPeriodOf,
  payPeriodSettingsSchema,
  payPeriodsBetween,
  projectedBalance,
  yearsOfService,
} from "./pay";

const H = 60; // minutes in an hour: balances are whole minutes

const rule = (input: Partial<AccrualRuleInput> = {}) =>
  accrualRuleSchema.parse({
    leaveType: "vacation",
    basis: "per_pay_period",
    tiers: [{ fromYears: 0, hours: 4 }],
    ...input,
  });

/** 2026 starts on a Thursday; biweekly periods from Jan 1: period k runs day 1+14k to day 14+14k of the year. */
const biweekly2026: PayPeriodSettings = { kind: "biweekly", firstDay: "2026-01-01" };

const run = (input: Partial<AccrueInput> & Pick<AccrueInput, "rules">) =>
  accrue({
    member: { hireDate: "2020-01-01", partTime: false },
    payPeriods: biweekly2026,
    from: "2026-01-01",
    through: "2026-12-31",
    startingBalanceMinutes: {},
    ...input,
  });

/** field path → message, for the schemas' refusals. */
function refusals(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("pay periods", () => {
  it("names the kinds as payroll says them", () => {
    expect(PAY_PERIOD_KINDS.map((k) => PAY_PERIOD_KIND_LABELS[k])).toEqual([
      "Weekly",
      "Every two weeks",
      "Twice a month",
      "Monthly",
    ]);
  });

  it("finds the period holding a day for each kind, and none before the first day", () => {
    expect(payPeriodOf(biweekly2026, "2026-01-14")).toEqual({
      start: "2026-01-01",
      end: "2026-01-14",
      index: 0,
    });
    expect(payPeriodOf(biweekly2026, "2026-01-15")).toEqual({
      start: "2026-01-15",
      end: "2026-01-28",
      index: 1,
    });
    // Period 26 starts on day 1 + 364 = Dec 31 and runs into 2027.
    expect(payPeriodOf(biweekly2026, "2027-01-05")).toEqual({
      start: "2026-12-31",
      end: "2027-01-13",
      index: 26,
    });
    expect(payPeriodOf(biweekly2026, "2025-12-31")).toBeNull();

    const weekly = { kind: "weekly", firstDay: "2026-01-04" } as const;
    expect(payPeriodOf(weekly, "2026-01-10")).toEqual({ start: "2026-01-04", end: "2026-01-10", index: 0 });

    const semi = { kind: "semimonthly", firstDay: "2027-12-16" } as const;
    expect(payPeriodOf(semi, "2027-12-20")).toEqual({ start: "2027-12-16", end: "2027-12-31", index: 0 });
    // 2028 is a leap year: the second half of February ends on the 29th. Dec 16 → Jan 1 → Jan 16 → Feb 1 → Feb 16.
    expect(payPeriodOf(semi, "2028-02-29")).toEqual({ start: "2028-02-16", end: "2028-02-29", index: 4 });
    expect(payPeriodOf(semi, "2027-02-16")).toBeNull();

    const monthly = { kind: "monthly", firstDay: "2026-11-01" } as const;
    expect(payPeriodOf(monthly, "2027-02-28")).toEqual({ start: "2027-02-01", end: "2027-02-28", index: 3 });
  });

  it("lists the periods overlapping a window, skipping days before the first day", () => {
    const semi = { kind: "semimonthly", firstDay: "2026-02-01" } as const;
    expect(
      payPeriodsBetween(semi, "2026-01-10", "2026-03-02").map((p) => `${p.start}..${p.end}#${p.index}`),
    ).toEqual(["2026-02-01..2026-02-15#0", "2026-02-16..2026-02-28#1", "2026-03-01..2026-03-15#2"]);
    expect(payPeriodsBetween(semi, "2026-03-02", "2026-01-10")).toEqual([]);
    expect(payPeriodsBetween(semi, "2026-03-05", "2026-03-02")).toEqual([]);
  });

  it("tiles five years of the calendar, leap years and month ends included, for every kind", () => {
    const firstDays: Record<PayPeriodKind, string> = {
      weekly: "2024-01-03",
      biweekly: "2023-12-28",
      semimonthly: "2024-01-16",
      monthly: "2024-01-01",
    };
    for (const kind of PAY_PERIOD_KINDS) {
      const settings = { kind, firstDay: firstDays[kind] };
      const periods = payPeriodsBetween(settings, "2024-01-01", "2028-12-31");
      // Starts on the first day, ends past the window, and each period starts the day after the last one ends.
      expect(periods[0].start).toBe(settings.firstDay);
      expect(periods[periods.length - 1].end >= "2028-12-31").toBe(true);
      periods.forEach((p, i) => {
        expect(p.index).toBe(i);
        expect(p.start <= p.end).toBe(true);
        if (i > 0) expect(p.start).toBe(addDaysToIsoDate(periods[i - 1].end, 1));
      });
      // Every day of the five years (1827 of them: 2024 and 2028 are leap years) is in exactly its period.
      let day = settings.firstDay;
      let k = 0;
      while (day <= "2028-12-31") {
        while (periods[k].end < day) k++;
        expect(payPeriodOf(settings, day)).toEqual(periods[k]);
        day = addDaysToIsoDate(day, 1);
      }
    }
    const semi = payPeriodsBetween(
      { kind: "semimonthly", firstDay: "2024-01-01" },
      "2024-01-01",
      "2028-12-31",
    );
    expect(semi).toHaveLength(5 * 24);
    expect(semi.filter((p) => p.start.endsWith("-02-16")).map((p) => p.end)).toEqual([
      "2024-02-29",
      "2025-02-28",
      "2026-02-28",
      "2027-02-28",
      "2028-02-29",
    ]);
  });

  it("never overlaps nor leaves a gap, for any first day and window (property)", () => {
    const day = fc
      .date({
        min: new Date("1990-01-01T00:00:00Z"),
        max: new Date("2090-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom(...PAY_PERIOD_KINDS),
        day,
        day,
        fc.integer({ min: 0, max: 400 }),
        (kind, first, from, span) => {
          // Twice a month and monthly periods start on fixed days: move the first day back onto one.
          const firstDay =
            kind === "monthly"
              ? `${first.slice(0, 8)}01`
              : kind === "semimonthly"
                ? `${first.slice(0, 8)}${Number(first.slice(8)) < 16 ? "01" : "16"}`
                : first;
          const settings = payPeriodSettingsSchema.parse({ kind, firstDay });
          const to = addDaysToIsoDate(from, span);
          const periods = payPeriodsBetween(settings, from, to);
          if (to < firstDay) return periods.length === 0;
          const startDay = from < firstDay ? firstDay : from;
          if (!(periods[0].start <= startDay && startDay <= periods[0].end)) return false;
          if (!(periods[periods.length - 1].end >= to)) return false;
          return periods.every(
            (p, i) =>
              i === 0 ||
              (p.start === addDaysToIsoDate(periods[i - 1].end, 1) && p.index === periods[i - 1].index + 1),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses settings with the field's message", () => {
    expect(refusals(payPeriodSettingsSchema, {})).toEqual({
      kind: PAY_MESSAGES.kind,
      firstDay: PAY_MESSAGES.firstDay,
    });
    expect(refusals(payPeriodSettingsSchema, { kind: "daily", firstDay: "2026-02-30" })).toEqual({
      kind: PAY_MESSAGES.kind,
      firstDay: PAY_MESSAGES.firstDay,
    });
    expect(refusals(payPeriodSettingsSchema, { kind: "semimonthly", firstDay: "2026-01-10" })).toEqual({
      firstDay: PAY_MESSAGES.semimonthlyFirstDay,
    });
    expect(refusals(payPeriodSettingsSchema, { kind: "monthly", firstDay: "2026-01-16" })).toEqual({
      firstDay: PAY_MESSAGES.monthlyFirstDay,
    });
    expect(refusals(payPeriodSettingsSchema, { kind: "weekly", firstDay: "1899-12-31" })).toEqual({
      firstDay: PAY_MESSAGES.firstDayRange,
    });
    expect(payPeriodSettingsSchema.safeParse({ kind: "weekly", firstDay: "2026-01-07" }).success).toBe(true);
  });
});

describe("accrual rules", () => {
  it("fills the defaults: no wait, no cap, everything carries over, not prorated, from the first pay period", () => {
    expect(rule()).toEqual({
      leaveType: "vacation",
      basis: "per_pay_period",
      tiers: [{ fromYears: 0, hours: 4 }],
      waitingDays: 0,
      capHours: null,
      carryOverHours: null,
      overCarryOver: "forfeit",
      prorateByHours: false,
      standardHoursPerPeriod: null,
      startsOn: null,
    });
  });

  it("refuses each bad field with its message", () => {
    expect(refusals(accrualRuleSchema, {})).toEqual({
      leaveType: PAY_MESSAGES.leaveType,
      basis: PAY_MESSAGES.basis,
      tiers: PAY_MESSAGES.tiers,
    });
    expect(refusals(accrualRuleSchema, { leaveType: "vacation", basis: "per_month", tiers: [] })).toEqual({
      tiers: PAY_MESSAGES.tiers,
    });
    expect(
      refusals(accrualRuleSchema, {
        leaveType: "holiday",
        basis: "weekly",
        tiers: [
          { fromYears: 0.5, hours: 4.1 },
          { fromYears: -1, hours: 745 },
        ],
        waitingDays: 1.5,
        capHours: 10_000.25,
        carryOverHours: -8,
        overCarryOver: "keep",
        prorateByHours: "yes",
        standardHoursPerPeriod: 0,
      }),
    ).toEqual({
      leaveType: PAY_MESSAGES.leaveType,
      basis: PAY_MESSAGES.basis,
      "tiers.0.fromYears": PAY_MESSAGES.tierYears,
      "tiers.0.hours": PAY_MESSAGES.tierHours,
      "tiers.1.fromYears": PAY_MESSAGES.tierYears,
      "tiers.1.hours": PAY_MESSAGES.tierHours,
      waitingDays: PAY_MESSAGES.waitingDays,
      capHours: PAY_MESSAGES.capHours,
      carryOverHours: PAY_MESSAGES.carryOverHours,
      overCarryOver: PAY_MESSAGES.overCarryOver,
      prorateByHours: PAY_MESSAGES.prorateByHours,
      standardHoursPerPeriod: PAY_MESSAGES.standardHours,
    });
  });

  it("refuses tiers out of order, carry-over above the cap, and prorating without standard hours", () => {
    const base = { leaveType: "vacation", basis: "per_pay_period" };
    expect(
      refusals(accrualRuleSchema, {
        ...base,
        tiers: [
          { fromYears: 1, hours: 4 },
          { fromYears: 5, hours: 6 },
          { fromYears: 5, hours: 7 },
          { fromYears: 3, hours: 8 },
        ],
        capHours: 80,
        carryOverHours: 120,
        prorateByHours: true,
      }),
    ).toEqual({
      "tiers.0.fromYears": PAY_MESSAGES.firstTierZero,
      "tiers.2.fromYears": PAY_MESSAGES.tiersAscending,
      "tiers.3.fromYears": PAY_MESSAGES.tiersAscending,
      carryOverHours: PAY_MESSAGES.carryOverAboveCap,
      standardHoursPerPeriod: PAY_MESSAGES.standardHoursRequired,
    });
    expect(refusals(accrualRulesSchema, [rule(), rule({ basis: "per_month" })])).toEqual({
      "1.leaveType": PAY_MESSAGES.duplicateLeaveType,
    });
  });
});

describe("accruals", () => {
  // Hired Jun 10, 2021: five completed years on Jun 10, 2026 (day 161 of the year).
  const veteran = { hireDate: "2021-06-10", partTime: false };
  const tiered = rule({
    tiers: [
      { fromYears: 0, hours: 4 },
      { fromYears: 5, hours: 6 },
    ],
  });

  it("accrues a full year of pay periods, moving up a tier on the fifth anniversary", () => {
    const result = run({ rules: [tiered], member: veteran });
    // Periods ending in 2026: day 14 + 14k ≤ 365 → k = 0…25, 26 periods (period 25 ends Dec 30).
    // Ends before Jun 10 (k = 0…10, the last ending Jun 3): 11 × 4 h = 44 h.
    // From k = 11 (Jun 4 – Jun 17, ending after the anniversary): 15 × 6 h = 90 h. Total 134 h.
    expect(result.entries).toHaveLength(26);
    expect(result.entries.every((e) => e.kind === "accrual" && e.leaveType === "vacation")).toBe(true);
    expect(result.entries.slice(0, 11).every((e) => e.minutes === 4 * H)).toBe(true);
    expect(result.entries.slice(11).every((e) => e.minutes === 6 * H)).toBe(true);
    expect(result.balances.vacation).toBe(134 * H);
    expect(result.balances.sick).toBe(0);
    expect(result.entries[0]).toEqual({
      key: "vacation:accrual:2026-01-01",
      leaveType: "vacation",
      kind: "accrual",
      day: "2026-01-14",
      minutes: 240,
      ruleNote: "Vacation: 4 h for pay period Jan 1 – Jan 14, 2026 (tier from 0 years)",
    });
    expect(result.entries[10].day).toBe("2026-06-03");
    expect(result.entries[11]).toMatchObject({
      day: "2026-06-17",
      ruleNote: "Vacation: 6 h for pay period Jun 4 – Jun 17, 2026 (tier from 5 years)",
    });
    expect(result.entries[25].day).toBe("2026-12-30");
    expect(result.awaitingHours).toEqual([]);
  });

  it("waits 90 days before a new hire accrues, and only whole periods after the wait earn", () => {
    const result = run({
      rules: [rule({ waitingDays: 90 })],
      member: { hireDate: "2026-03-02", partTime: false },
    });
    // Mar 2 + 90 days = May 31 (29 + 30 + 31). The first period starting on or after it: k = 11, Jun 4 (day 155).
    // k = 11…25: 15 periods × 4 h = 60 h. The 11 periods before are done with nothing earned.
    expect(result.entries[0].day).toBe("2026-06-17");
    expect(result.entries).toHaveLength(15);
    expect(result.balances.vacation).toBe(60 * H);
    expect(result.doneKeys).toHaveLength(26);
  });

  it("runs a rule from its first day only, leaving the periods before it undone", () => {
    // Jul 1 is day 182: the first period starting on or after it is k = 13, Jul 2 (day 183). k = 13…25: 13 periods.
    const result = run({ rules: [rule({ startsOn: "2026-07-01", carryOverHours: 0 })], member: veteran });
    expect(result.entries).toHaveLength(13);
    expect(result.entries[0].key).toBe("vacation:accrual:2026-07-02");
    expect(result.doneKeys).toHaveLength(13);
    expect(result.doneKeys).not.toContain("vacation:carry_over:2026-01-01");
    expect(result.balances.vacation).toBe(52 * H);
  });

  it("cuts the accrual that would pass the 240 h cap, then accrues nothing more", () => {
    const result = run({
      rules: [rule({ capHours: 240 })],
      startingBalanceMinutes: { vacation: 230 * H },
      through: "2026-02-28",
    });
    // 230 + 4 = 234 (Jan 14), + 4 = 238 (Jan 28), + 2 of 4 = 240 (Feb 11, cut), Feb 25: at the cap, no entry.
    expect(result.entries.map((e) => [e.kind, e.day, e.minutes])).toEqual([
      ["accrual", "2026-01-14", 4 * H],
      ["accrual", "2026-01-28", 4 * H],
      ["cap", "2026-02-11", 2 * H],
    ]);
    expect(result.entries[2].ruleNote).toBe(
      "Vacation: 2 h of 4 h for pay period Jan 29 – Feb 11, 2026, reaching the 240 h cap (tier from 0 years)",
    );
    expect(result.balances.vacation).toBe(240 * H);
    // The period at the cap is done all the same: leave taken later does not bring its 4 h back.
    expect(result.doneKeys).toContain("vacation:accrual:2026-02-12");
    const later = run({
      rules: [rule({ capHours: 240 })],
      startingBalanceMinutes: { vacation: 200 * H },
      through: "2026-02-28",
      alreadyDone: new Set(result.doneKeys),
    });
    expect(later.entries).toEqual([]);
  });

  it("keeps hours already above the cap: the accrual adds nothing, nothing is taken", () => {
    const result = run({ rules: [rule({ capHours: 240 })], startingBalanceMinutes: { vacation: 250 * H } });
    expect(result.entries).toEqual([]);
    expect(result.balances.vacation).toBe(250 * H);
  });

  const yearEnd = (overCarryOver: "forfeit" | "pay_out") =>
    run({
      rules: [{ ...tiered, carryOverHours: 80, overCarryOver }],
      member: veteran,
      through: "2027-01-31",
    });

  it("forfeits the hours above an 80 h carry-over on January 1", () => {
    const result = yearEnd("forfeit");
    // 134 h by Dec 31 (as above); Jan 1, 2027 keeps 80 h: 54 h forfeited. Then the period Dec 31 – Jan 13
    // (dated Jan 13, so in the new year) +6 h = 86 h and Jan 14 – Jan 27 +6 h = 92 h.
    const carry = result.entries.find((e) => e.day === "2027-01-01");
    expect(carry).toEqual({
      key: "vacation:carry_over:2027-01-01",
      leaveType: "vacation",
      kind: "carry_over_forfeit",
      day: "2027-01-01",
      minutes: -54 * H,
      ruleNote: "Vacation: 54 h above the 80 h carry-over forfeited on Jan 1, 2027",
    });
    expect(result.entries.slice(-3).map((e) => [e.day, e.minutes])).toEqual([
      ["2027-01-01", -54 * H],
      ["2027-01-13", 6 * H],
      ["2027-01-27", 6 * H],
    ]);
    expect(result.entries[result.entries.length - 2].ruleNote).toBe(
      "Vacation: 6 h for pay period Dec 31, 2026 – Jan 13, 2027 (tier from 5 years)",
    );
    expect(result.balances.vacation).toBe(92 * H);
  });

  it("pays out the hours above the carry-over instead when the rule says so", () => {
    const result = yearEnd("pay_out");
    const carry = result.entries.find((e) => e.day === "2027-01-01");
    expect(carry).toMatchObject({
      kind: "carry_over_payout",
      minutes: -54 * H,
      ruleNote: "Vacation: 54 h above the 80 h carry-over paid out on Jan 1, 2027",
    });
    expect(result.balances.vacation).toBe(92 * H);
  });

  it("sees leave taken before the year's end: less above the carry-over", () => {
    const result = run({
      rules: [{ ...tiered, carryOverHours: 80 }],
      member: veteran,
      through: "2027-01-01",
      leaveTaken: [{ leaveType: "vacation", day: "2026-12-01", minutes: 24 * H }],
    });
    // 134 h earned − 24 h taken = 110 h on Dec 31: 30 h above 80 h.
    expect(result.entries[result.entries.length - 1].minutes).toBe(-30 * H);
    expect(result.balances.vacation).toBe(80 * H);
  });

  it("prorates a part-time member by the hours worked of the period", () => {
    const partTime = rule({ prorateByHours: true, standardHoursPerPeriod: 80 });
    const result = run({
      rules: [partTime],
      member: { hireDate: "2020-01-01", partTime: true },
      through: "2026-03-11",
      // By period start: 40 h, 60 h, 100 h (more than full time), 37.5 h; Feb 26 – Mar 11 not known yet.
      workedMinutesByPeriod: {
        "2026-01-01": 40 * H,
        "2026-01-15": 60 * H,
        "2026-01-29": 100 * H,
        "2026-02-12": 2250,
      },
    });
    // 4 h × 40/80 = 2 h (120 min); × 60/80 = 3 h (180); × 80/80 (capped at full time) = 4 h (240);
    // × 37.5/80 = 1.875 h = 112.5 min, rounded to 113. Total 653 minutes.
    expect(result.entries.map((e) => e.minutes)).toEqual([120, 180, 240, 113]);
    expect(result.entries[0].ruleNote).toBe(
      "Vacation: 2 h for pay period Jan 1 – Jan 14, 2026 (tier from 0 years; 40 of 80 h worked)",
    );
    expect(result.balances.vacation).toBe(653);
    expect(result.awaitingHours).toEqual(["vacation:accrual:2026-02-26"]);
    expect(result.doneKeys).not.toContain("vacation:accrual:2026-02-26");
    // A full-time member on the same rule earns the tier's hours whatever the figures: 5 × 4 h.
    const fullTime = run({ rules: [partTime], through: "2026-03-11" });
    expect(fullTime.balances.vacation).toBe(20 * H);
  });

  it("accrues on twice-a-month pay periods", () => {
    const result = run({
      rules: [rule({ tiers: [{ fromYears: 0, hours: 3.5 }] })],
      payPeriods: { kind: "semimonthly", firstDay: "2026-01-01" },
    });
    // 24 periods × 3.5 h = 84 h; February's second half ends on the 28th.
    expect(result.entries).toHaveLength(24);
    expect(result.balances.vacation).toBe(84 * H);
    expect(result.entries[3]).toMatchObject({
      key: "vacation:accrual:2026-02-16",
      day: "2026-02-28",
      ruleNote: "Vacation: 3.5 h for pay period Feb 16 – Feb 28, 2026 (tier from 0 years)",
    });
  });

  it("accrues per calendar month whatever the pay periods, beside a pay-period rule", () => {
    const sick = rule({ leaveType: "sick", basis: "per_month", tiers: [{ fromYears: 0, hours: 8 }] });
    const result = run({ rules: [rule(), sick], through: "2026-06-30" });
    // Sick: January to June, 6 × 8 h = 48 h, dated at each month's end.
    // Vacation: biweekly periods ending by Jun 30 (day 181): 14 + 14k ≤ 181 → k = 0…11, 12 × 4 h = 48 h.
    const sickEntries = result.entries.filter((e) => e.leaveType === "sick");
    expect(sickEntries.map((e) => e.day)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
    ]);
    expect(sickEntries[0]).toMatchObject({
      key: "sick:accrual:2026-01-01",
      ruleNote: "Sick: 8 h for January 2026 (tier from 0 years)",
    });
    expect(result.balances).toEqual({ vacation: 48 * H, sick: 48 * H, kelly: 0, personal: 0 });
    // Entries come in date order across the types.
    const days = result.entries.map((e) => e.day);
    expect(days).toEqual([...days].sort());
  });

  it("adds nothing when the same year runs twice: the keys are the same and skipped", () => {
    const rules = [{ ...tiered, capHours: 240, carryOverHours: 80 }];
    const first = run({ rules, member: veteran, through: "2027-01-31" });
    const again = run({ rules, member: veteran, through: "2027-01-31" });
    expect(again.entries.map((e) => e.key)).toEqual(first.entries.map((e) => e.key));
    expect(new Set(first.entries.map((e) => e.key)).size).toBe(first.entries.length);

    const rerun = run({
      rules,
      member: veteran,
      through: "2027-01-31",
      startingBalanceMinutes: first.balances,
      alreadyDone: new Set(first.doneKeys),
    });
    expect(rerun.entries).toEqual([]);
    expect(rerun.doneKeys).toEqual([]);
    expect(rerun.balances).toEqual(first.balances);

    // A restart halfway: the run to June stored, the rest of the window adds exactly what the first run did.
    const toJune = run({ rules, member: veteran, through: "2026-06-30" });
    const rest = run({
      rules,
      member: veteran,
      through: "2027-01-31",
      startingBalanceMinutes: toJune.balances,
      alreadyDone: new Set(toJune.doneKeys),
    });
    expect([...toJune.entries, ...rest.entries]).toEqual(first.entries);
    expect(rest.balances).toEqual(first.balances);
  });
});

describe("projected balance", () => {
  const rules = [
    rule({
      tiers: [
        { fromYears: 0, hours: 4 },
        { fromYears: 5, hours: 6 },
      ],
      carryOverHours: 80,
    }),
  ];
  const member = { hireDate: "2021-06-10", partTime: false };

  it("adds the accruals and carry-over to come and takes the approved leave", () => {
    const minutes = projectedBalance({
      rules,
      member,
      payPeriods: biweekly2026,
      leaveType: "vacation",
      balanceMinutes: 134 * H,
      asOf: "2026-12-31",
      on: "2027-02-15",
      leave: [{ day: "2027-01-20", minutes: 16 * H }],
    });
    // 134 h → Jan 1 keeps 80 h → Jan 13 +6 = 86 → Jan 20 −16 = 70 → Jan 27 +6 = 76 → Feb 10 +6 = 82 h.
    expect(minutes).toBe(82 * H);
  });

  it("goes below zero when the leave planned is more than the balance will be, and ignores leave after the day", () => {
    const minutes = projectedBalance({
      rules,
      member,
      payPeriods: biweekly2026,
      leaveType: "sick",
      balanceMinutes: 10 * H,
      asOf: "2026-03-01",
      on: "2026-03-31",
      leave: [
        { day: "2026-03-10", minutes: 24 * H },
        { day: "2026-04-02", minutes: 8 * H },
      ],
    });
    // No sick rule: 10 h − 24 h.
    expect(minutes).toBe(-14 * H);
  });
});

describe("calendar helpers", () => {
  it("counts completed years of service, a Feb 29 hire's anniversary on Mar 1 of a common year", () => {
    expect(yearsOfService("2021-06-10", "2026-06-09")).toBe(4);
    expect(yearsOfService("2021-06-10", "2026-06-10")).toBe(5);
    expect(yearsOfService("2024-02-29", "2025-02-28")).toBe(0);
    expect(yearsOfService("2024-02-29", "2025-03-01")).toBe(1);
    expect(yearsOfService("2026-06-10", "2026-01-01")).toBe(0);
  });

  it("writes ranges the way the notes read", () => {
    expect(formatDayRange("2026-01-01", "2026-01-14")).toBe("Jan 1 – Jan 14, 2026");
    expect(formatDayRange("2026-12-31", "2027-01-13")).toBe("Dec 31, 2026 – Jan 13, 2027");
  });
});
