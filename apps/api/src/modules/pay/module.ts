import {
  accrualRules,
  accrualSteps,
  payCodes,
  payMembers,
  payrollExports,
  payrollSystems,
  paySettings,
} from "../../db/schema/pay";
import type { ApiModule } from "../../lib/module";
import { payRoutes } from "./pay.routes";
import { paySeed } from "./pay.seed";

export const payModule: ApiModule = {
  name: "pay",
  description:
    "Pay periods, leave accrual rules and their job, projected balances, and members' payroll details.",
  routes: [{ plugin: payRoutes, apiKey: "pay" }],
  tables: { paySettings, accrualRules, accrualSteps, payMembers, payCodes, payrollSystems, payrollExports },
  audited: {
    pay_settings: "Pay periods",
    accrual_rules: "Accrual rule",
    pay_members: "Payroll details",
    pay_codes: "Pay code",
    payroll_systems: "Payroll system",
    payroll_exports: "Payroll export",
  },
  live: {
    pay_settings: ["/api/pay/settings", "/api/pay/projection"],
    accrual_rules: ["/api/pay/accrual-rules", "/api/pay/settings", "/api/pay/projection"],
    pay_members: ["/api/pay/members", "/api/pay/hours"],
    pay_codes: ["/api/pay/codes", "/api/pay/hours"],
    payroll_systems: ["/api/pay/codes"],
    payroll_exports: ["/api/pay/hours"],
  },
  seed: paySeed,
};
