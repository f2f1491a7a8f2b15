/**
 * The modules of the API, lowest first: the layered order of their dependencies. A module imports only modules
 * above it in this list, each through its index.ts (module-boundaries.test.ts checks it), so no two modules
 * import each other; a lower module that must react to a higher one offers a hook the higher one registers
 * (leave's callBackShiftsOpenedByLeave). The app registers the modules and the demo seed runs their parts in
 * this order (a part comes after the parts whose rows its rows name: equipment before incidents, scheduling
 * before trades). Adding a module = its folder (with its manifest, module.ts: lib/module.ts says what one
 * declares) and one line here, below the modules it uses. The only file outside a module that imports its
 * module.ts.
 */
import type { ApiModule } from "../lib/module";
import { agenciesModule } from "./agencies/module";
import { alertingModule } from "./alerting/module";
import { analyticsModule } from "./analytics/module";
import { authModule } from "./auth/module";
import { automationsModule } from "./automations/module";
import { billingModule } from "./billing/module";
import { boardModule } from "./board/module";
import { callbacksModule } from "./callbacks/module";
import { complianceModule } from "./compliance/module";
import { dashboardModule } from "./dashboard/module";
import { epcrModule } from "./epcr/module";
import { equipmentModule } from "./equipment/module";
import { exportModule } from "./export/module";
import { financeModule } from "./finance/module";
import { flsaModule } from "./flsa/module";
import { importsModule } from "./imports/module";
import { incidentsModule } from "./incidents/module";
import { integrationsModule } from "./integrations/module";
import { leaveModule } from "./leave/module";
import { liveModule } from "./live/module";
import { notificationsModule } from "./notifications/module";
import { payModule } from "./pay/module";
import { schedulingModule } from "./scheduling/module";
import { staffingModule } from "./staffing/module";
import { timeClockModule } from "./time-clock/module";
import { tradesModule } from "./trades/module";
import { trainingModule } from "./training/module";
import { universeModule } from "./universe/module";
import { usersModule } from "./users/module";
import { wellnessModule } from "./wellness/module";

export const apiModules: readonly ApiModule[] = [
  // Members and their agency: everything else names them.
  usersModule,
  agenciesModule,
  authModule,
  billingModule,
  universeModule,
  // Records that stand on their own.
  exportModule,
  financeModule,
  liveModule,
  trainingModule,
  complianceModule,
  equipmentModule,
  incidentsModule,
  epcrModule,
  wellnessModule,
  notificationsModule,
  integrationsModule,
  // The schedule and what moves it.
  staffingModule,
  schedulingModule,
  timeClockModule,
  flsaModule,
  leaveModule,
  tradesModule,
  callbacksModule,
  boardModule,
  // Pay: what the schedule, the clock and leave come to for payroll.
  payModule,
  // What reaches members outside the app, and what reads across the modules.
  alertingModule,
  importsModule,
  analyticsModule,
  automationsModule,
  dashboardModule,
];
