import {
  ACCRUAL_BASES,
  OVER_CARRY_OVER,
  PAY_CODE_KINDS,
  PAY_PERIOD_KINDS,
  PAYROLL_EXPORT_FORMATS,
} from "@rollcall/shared/pay";
import { LEAVE_TYPES } from "@rollcall/shared/staffing";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
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

/** The agency's code for each kind of hour (shared/pay.ts's PAY_CODE_KINDS); a kind without a row keeps its default. */
export const payCodes = pgTable(
  "pay_codes",
  {
    ...agencyKey(),
    kind: text("kind", { enum: PAY_CODE_KINDS }).notNull(),
    code: text("code").notNull(),
    // The rate multiplier in hundredths (150: half again).
    multiplierHundredths: integer("multiplier_hundredths").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pay_codes_pkey", t),
    uniqueIndex("pay_codes_agency_kind_unique").on(t.agencyId, t.kind),
    enumCheck("pay_codes_kind_check", t.kind, PAY_CODE_KINDS),
    check("pay_codes_multiplier_check", sql`${t.multiplierHundredths} between 0 and 500`),
  ],
);

/**
 * What the payroll systems know the agency by (ADP's company code, Paychex's client ID), and the one pay rule
 * beside the codes: the contractual overtime threshold per pay period (null: none).
 */
export const payrollSystems = pgTable(
  "payroll_systems",
  {
    ...agencyKey(),
    adpCompanyCode: text("adp_company_code"),
    paychexClientId: text("paychex_client_id"),
    overtimeAfterMinutes: integer("overtime_after_minutes"),
    ...timestamps(),
  },
  (t) => [
    agencyPk("payroll_systems_pkey", t),
    uniqueIndex("payroll_systems_agency_unique").on(t.agencyId),
    check(
      "payroll_systems_overtime_check",
      sql`${t.overtimeAfterMinutes} is null or ${t.overtimeAfterMinutes} > 0`,
    ),
  ],
);

/** The agency's paid holidays: hours worked on one are holiday hours. */
export const payHolidays = pgTable(
  "pay_holidays",
  {
    ...agencyKey(),
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    ...timestamps(),
  },
  (t) => [
    agencyPk("pay_holidays_pkey", t),
    uniqueIndex("pay_holidays_agency_day_unique").on(t.agencyId, t.day),
  ],
);

/**
 * Each export of a pay period, with the lines it carried (member, kind, code, minutes, amount), so a re-export
 * says what changed since and the period shows as exported.
 */
export const payrollExports = pgTable(
  "payroll_exports",
  {
    ...agencyKey(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    format: text("format", { enum: PAYROLL_EXPORT_FORMATS }).notNull(),
    actorId: uuid("actor_id"),
    lines: jsonb("lines")
      .$type<{ userId: string; userName: string; kind: string; minutes: number; amountCents: number }[]>()
      .notNull(),
    changes: jsonb("changes").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", tz).defaultNow().notNull(),
  },
  (t) => [
    agencyPk("payroll_exports_pkey", t),
    memberFk("payroll_exports_actor_fk", t.agencyId, t.actorId),
    index("payroll_exports_period_idx").on(t.agencyId, t.startDate, t.endDate, t.createdAt),
    enumCheck("payroll_exports_format_check", t.format, PAYROLL_EXPORT_FORMATS),
  ],
);
