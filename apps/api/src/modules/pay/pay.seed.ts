/**
 * The demo's pay: periods every two weeks for more than a year, a tiered vacation rule with a wait, a cap and a
 * year-end carry-over, monthly sick leave with a cap, an employee number for every member, its pay codes and
 * payroll system identifiers, the federal holidays, and the accrual job run over the year, so each ledger holds
 * a year of accruals, caps and a January carry-over. The last complete pay period is exported once, as a payroll
 * clerk would have (its hours by code as the payroll screen shows them).
 */

import { leaveHoursToMinutes } from "@rollcall/shared/leave";
import { type AccrualRule, DEFAULT_PAY_CODES, PAY_CODE_KINDS, type PayCodeKind } from "@rollcall/shared/pay";
import { shiftPayPeriod } from "@rollcall/shared/time-clock";
import {
  accrualRules,
  payCodes,
  payHolidays,
  payMembers,
  payrollSystems,
  paySettings,
} from "../../db/schema/pay";
import type { SeedStep } from "../../db/seed/context";
import { ROSTER } from "../../db/seed/people";
import type { AgencyScope } from "../../plugins/auth";
import { runAccruals } from "./accruals.service";
import { exportPayroll } from "./pay-codes.service";

/** The first pay period starts 56 weeks back: after the ledgers' opening day (leave.seed.ts), before a year. */
const FIRST_PERIOD = -392;

export const DEMO_ACCRUAL_RULES: AccrualRule[] = [
  {
    leaveType: "vacation",
    basis: "per_pay_period",
    tiers: [
      { fromYears: 0, hours: 4 },
      { fromYears: 5, hours: 6 },
      { fromYears: 10, hours: 8 },
    ],
    waitingDays: 90,
    capHours: 240,
    carryOverHours: 160,
    overCarryOver: "forfeit",
    prorateByHours: false,
    standardHoursPerPeriod: null,
    startsOn: null,
  },
  {
    leaveType: "sick",
    basis: "per_month",
    tiers: [{ fromYears: 0, hours: 8 }],
    waitingDays: 0,
    capHours: 480,
    carryOverHours: null,
    overCarryOver: "forfeit",
    prorateByHours: false,
    standardHoursPerPeriod: null,
    startsOn: null,
  },
];

/** Where the demo's payroll system names a kind its own way. */
const DEMO_PAY_CODES: Partial<Record<PayCodeKind, string>> = { flsa_overtime: "OT7K", callback: "CALLBK" };

/** The n-th (or with n = -1 the last) given weekday (0: Sunday) of a month, as yyyy-MM-dd. */
function nthWeekday(year: number, month: number, weekday: number, n: number) {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  const day =
    n > 0
      ? 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7
      : last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The demo's paid holidays of a year: the federal ones a city department usually pays. */
const federalHolidaysOf = (y: number) => [
  { day: `${y}-01-01`, name: "New Year's Day" },
  { day: nthWeekday(y, 1, 1, 3), name: "Martin Luther King Jr. Day" },
  { day: nthWeekday(y, 5, 1, -1), name: "Memorial Day" },
  { day: `${y}-06-19`, name: "Juneteenth" },
  { day: `${y}-07-04`, name: "Independence Day" },
  { day: nthWeekday(y, 9, 1, 1), name: "Labor Day" },
  { day: `${y}-11-11`, name: "Veterans Day" },
  { day: nthWeekday(y, 11, 4, 4), name: "Thanksgiving Day" },
  { day: `${y}-12-25`, name: "Christmas Day" },
];

const minutes = (hours: number | null) => (hours === null ? null : leaveHoursToMinutes(hours));

export const paySeed: SeedStep =
  (ctx) =>
  async ({ tx }) => {
    const { agencyId, dateIn } = ctx;
    await tx.insert(paySettings).values({ agencyId, periodKind: "biweekly", firstDay: dateIn(FIRST_PERIOD) });
    await tx.insert(accrualRules).values(
      DEMO_ACCRUAL_RULES.map((r) => ({
        agencyId,
        leaveType: r.leaveType,
        basis: r.basis,
        tiers: r.tiers,
        waitingDays: r.waitingDays,
        capMinutes: minutes(r.capHours),
        carryOverMinutes: minutes(r.carryOverHours),
        overCarryOver: r.overCarryOver,
        prorateByHours: r.prorateByHours,
        standardMinutesPerPeriod: minutes(r.standardHoursPerPeriod),
        startsOn: r.startsOn,
      })),
    );
    // Six-digit numbers: ADP's File # is at most six digits, Paychex's Worker ID at most ten characters.
    await tx
      .insert(payMembers)
      .values(ROSTER.map((m, i) => ({ agencyId, userId: m.id, employeeNumber: String(100101 + i) })));
    // The codes the demo's payroll system uses, and what ADP and Paychex know the agency by.
    await tx.insert(payCodes).values(
      PAY_CODE_KINDS.map((kind) => ({
        agencyId,
        kind,
        code: DEMO_PAY_CODES[kind] ?? DEFAULT_PAY_CODES[kind].code,
        multiplierHundredths: Math.round(DEFAULT_PAY_CODES[kind].multiplier * 100),
      })),
    );
    await tx.insert(payrollSystems).values({ agencyId, adpCompanyCode: "RFD", paychexClientId: "70012345" });
    const from = Number(dateIn(FIRST_PERIOD).slice(0, 4));
    const years = Array.from({ length: Number(dateIn(365).slice(0, 4)) - from + 1 }, (_, i) => from + i);
    await tx.insert(payHolidays).values(years.flatMap(federalHolidaysOf).map((h) => ({ agencyId, ...h })));
    // The demo agency keeps UTC (its default zone), so its today is the context's day 0.
    await runAccruals(tx, { agencyId, timeZone: "UTC", today: dateIn(0) });

    // The last complete period, exported by the chief in the generic layout, through the export itself.
    const last = shiftPayPeriod(dateIn(0), -1, { kind: "biweekly", firstDay: dateIn(FIRST_PERIOD) });
    const chief: AgencyScope = {
      agencyId,
      userId: ctx.idOf("reyes"),
      role: "admin",
      isUniverseAdmin: false,
      timeZone: "UTC",
      run: (fn) => fn(tx),
      read: (fn) => fn(tx),
      accounts: undefined as never,
      asOperator: () => Promise.reject(new Error("not in the demo")),
    };
    await exportPayroll(chief, { format: "generic", ...last });
  };
