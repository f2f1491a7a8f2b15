import {
  accrualRules,
  accrualSteps,
  payCodes,
  payHolidays,
  payMembers,
  payrollExports,
  payrollSystems,
  paySettings,
} from "../../db/schema/pay";
import type { ApiModule } from "../../lib/module";
import { payrollPeriodsFrom } from "../time-clock";
import { payPeriodsOf } from "./pay.queries";
import { payRoutes } from "./pay.routes";
import { paySeed } from "./pay.seed";

// The payroll screen's current period follows the agency's pay periods: pay sits above the time clock, so it
// plugs its reader into the time clock's hook here, where the module joins the app (time-clock/payroll.hooks.ts).
payrollPeriodsFrom(payPeriodsOf);

export const payModule: ApiModule = {
  name: "pay",
  description:
    "Pay periods, leave accrual rules and their job, projected balances, and members' payroll details.",
  routes: [{ plugin: payRoutes, apiKey: "pay" }],
  tables: {
    paySettings,
    accrualRules,
    accrualSteps,
    payMembers,
    payCodes,
    payrollSystems,
    payHolidays,
    payrollExports,
  },
  audited: {
    pay_settings: "Pay periods",
    accrual_rules: "Accrual rule",
    pay_members: "Payroll details",
    pay_codes: "Pay code",
    payroll_systems: "Payroll system",
    pay_holidays: "Holiday",
    payroll_exports: "Payroll export",
  },
  live: {
    pay_settings: ["/api/pay/settings", "/api/pay/projection"],
    accrual_rules: ["/api/pay/accrual-rules", "/api/pay/settings", "/api/pay/projection"],
    pay_members: ["/api/pay/members", "/api/pay/hours"],
    pay_codes: ["/api/pay/codes", "/api/pay/hours"],
    payroll_systems: ["/api/pay/codes", "/api/pay/hours"],
    pay_holidays: ["/api/pay/holidays", "/api/pay/hours"],
    payroll_exports: ["/api/pay/hours"],
  },
  seed: paySeed,
};
