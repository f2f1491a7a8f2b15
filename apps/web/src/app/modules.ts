import type { SessionUser } from "@rollcall/shared/auth";
import { alertingModule } from "@/features/alerting/module";
import { analyticsModule } from "@/features/analytics/module";
import { auditLogModule } from "@/features/audit-log/module";
import { authModule } from "@/features/auth/module";
import { automationsModule } from "@/features/automations/module";
import { boardModule } from "@/features/board/module";
import { callbacksModule } from "@/features/callbacks/module";
import { complianceModule } from "@/features/compliance/module";
import { dashboardModule } from "@/features/dashboard/module";
import { epcrModule } from "@/features/epcr/module";
import { equipmentModule } from "@/features/equipment/module";
import { financeModule } from "@/features/finance/module";
import { incidentsModule } from "@/features/incidents/module";
import { marketingModule } from "@/features/marketing/module";
import { schedulingModule } from "@/features/scheduling/module";
import { settingsModule } from "@/features/settings/module";
import { timeClockModule } from "@/features/time-clock/module";
import { tradesModule } from "@/features/trades/module";
import { trainingModule } from "@/features/training/module";
import { universeModule } from "@/features/universe/module";
import { usersModule } from "@/features/users/module";
import { wellnessModule } from "@/features/wellness/module";
import type { ModuleDefinition } from "@/lib/module";

/**
 * Every module, one line each, in navigation order (spec 01 §2, "Application shell"); those without an entry
 * (the time clock's payroll, the parts of other modules' pages, the public pages) anywhere. The router, the
 * navigation, the prerendered pages and the reads kept offline all come from this list.
 */
export const modules: ModuleDefinition[] = [
  dashboardModule,
  schedulingModule,
  tradesModule,
  callbacksModule,
  boardModule,
  complianceModule,
  usersModule,
  trainingModule,
  incidentsModule,
  epcrModule,
  equipmentModule,
  alertingModule,
  financeModule,
  analyticsModule,
  wellnessModule,
  automationsModule,
  auditLogModule,
  settingsModule,
  universeModule,
  timeClockModule,
  marketingModule,
  authModule,
];

/** What the modules put in the slots of the modules below them (lib/slots.ts), in the list's order. */
export const moduleFills = modules.flatMap((module) => module.fills ?? []);

/** The modules whose navigation entry this member sees (the server refuses the others independently). */
export function navModulesFor(user: SessionUser) {
  return modules.filter((module) => module.nav && (module.nav.visible?.(user) ?? true));
}
