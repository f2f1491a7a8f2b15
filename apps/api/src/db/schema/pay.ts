import { ACCRUAL_BASES, OVER_CARRY_OVER, PAY_PERIOD_KINDS } from "@rollcall/shared/pay";
import { LEAVE_TYPES } from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyPk, enumCheck, timestamps, tz } from "./_helpers";
import { agencyKey } from "./agencies";
import { memberFk } from "./users";

/** The agency's pay periods (decision 036); no row: not set yet. */
export const paySettings = pgTable(
  "pay_settings",
  {
    ...agencyKey(),
    periodKind: text("period_kind", { enum: PAY_PERIOD_KINDS }).notNull(),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pay_settings_pkey", t),
    uniqueIndex("pay_settings_agency_unique").on(t.agencyId),
    enumCheck("pay_settings_period_kind_check", t.periodKind, PAY_PERIOD_KINDS),
  ],
);

/** One accrual rule per leave type, as shared/pay.ts's accrualRuleSchema has it. */
export const accrualRules = pgTable(
  "accrual_rules",
  {
    ...agencyKey(),
    leaveType: text("leave_type", { enum: LEAVE_TYPES }).notNull(),
    basis: text("basis", { enum: ACCRUAL_BASES }).notNull(),
    tiers: jsonb("tiers").$type<{ fromYears: number; hours: number }[]>().notNull(),
    waitingDays: integer("waiting_days").notNull().default(0),
    // Hours as whole minutes (quarter hours in, so exact); null: no cap, everything carries over.
    capMinutes: integer("cap_minutes"),
    carryOverMinutes: integer("carry_over_minutes"),
    overCarryOver: text("over_carry_over", { enum: OVER_CARRY_OVER }).notNull().default("forfeit"),
    prorateByHours: boolean("prorate_by_hours").notNull().default(false),
    standardMinutesPerPeriod: integer("standard_minutes_per_period"),
    startsOn: date("starts_on", { mode: "string" }),
    ...timestamps(),
  },
  (t) => [
    agencyPk("accrual_rules_pkey", t),
    uniqueIndex("accrual_rules_agency_type_unique").on(t.agencyId, t.leaveType),
    enumCheck("accrual_rules_leave_type_check", t.leaveType, LEAVE_TYPES),
    enumCheck("accrual_rules_basis_check", t.basis, ACCRUAL_BASES),
    enumCheck("accrual_rules_over_carry_over_check", t.overCarryOver, OVER_CARRY_OVER),
    check("accrual_rules_waiting_check", sql`${t.waitingDays} >= 0`),
  ],
);

/**
 * The accrual steps done per member, with or without a ledger row (an accrual at the cap or in the waiting
 * period is done too): the unique key makes a second run, a restart or a second instance add nothing.
 */
export const accrualSteps = pgTable(
  "accrual_steps",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    stepKey: text("step_key").notNull(),
    // The step's day (a period's end, a January 1): how far accruals have run.
    day: date("day", { mode: "string" }).notNull(),
    doneAt: timestamp("done_at", tz).defaultNow().notNull(),
  },
  (t) => [
    agencyPk("accrual_steps_pkey", t),
    memberFk("accrual_steps_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    uniqueIndex("accrual_steps_member_key_unique").on(t.agencyId, t.userId, t.stepKey),
  ],
);

/** A member's payroll details: the number payroll knows them by and whether they work part-time. */
export const payMembers = pgTable(
  "pay_members",
  {
    ...agencyKey(),
    userId: uuid("user_id").notNull(),
    employeeNumber: text("employee_number"),
    partTime: boolean("part_time").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pay_members_pkey", t),
    memberFk("pay_members_user_fk", t.agencyId, t.userId).onDelete("cascade"),
    uniqueIndex("pay_members_agency_user_unique").on(t.agencyId, t.userId),
    uniqueIndex("pay_members_employee_number_unique").on(t.agencyId, t.employeeNumber),
  ],
);
