/**
 * The demo's pay: periods every two weeks for more than a year, a tiered vacation rule with a wait, a cap and a
 * year-end carry-over, monthly sick leave with a cap, an employee number for every member, and the accrual
 * job run over the year, so each ledger holds a year of accruals, caps and a January carry-over.
 */

import { leaveHoursToMinutes } from "@rollcall/shared/leave";
import type { AccrualRule } from "@rollcall/shared/pay";
import { accrualRules, payMembers, paySettings } from "../../db/schema/pay";
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
    await tx
      .insert(payMembers)
      .values(ROSTER.map((m, i) => ({ agencyId, userId: m.id, employeeNumber: `RFD-${String(1001 + i)}` })));
    // The demo agency keeps UTC (its default zone), so its today is the context's day 0.
    await runAccruals(tx, { agencyId, timeZone: "UTC", today: dateIn(0) });
  };
