/**
 * The demo's pay: periods every two weeks for more than a year, a tiered vacation rule with a wait, a cap and a
 * year-end carry-over, monthly sick leave with a cap, an employee number for every member, its pay codes and
 * payroll system identifiers, and the accrual job run over the year, so each ledger holds a year of accruals,
 * caps and a January carry-over.
 */

import { leaveHoursToMinutes } from "@rollcall/shared/leave";
import { type AccrualRule, DEFAULT_PAY_CODES, PAY_CODE_KINDS, type PayCodeKind } from "@rollcall/shared/pay";
import { accrualRules, payCodes, payMembers, payrollSystems, paySettings } from "../../db/schema/pay";
import type { SeedStep } from "../../db/seed/context";
import { ROSTER } from "../../db/seed/people";
import { runAccruals } from "./accruals.service";

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
    // The demo agency keeps UTC (its default zone), so its today is the context's day 0.
    await runAccruals(tx, { agencyId, timeZone: "UTC", today: dateIn(0) });
  };
