import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const PayrollPage = lazy(() => import("./payroll-page").then((m) => ({ default: m.PayrollPage })));

/**
 * Time clock and payroll. The time clock lives on the dashboard (TimeClockCard, TodaysShiftsCard in
 * components/); /payroll has no navigation entry: the scheduling page links to it for admins.
 */
export const timeClockModule: ModuleDefinition = {
  name: "time-clock",
  routes: [{ path: "/payroll", element: <PayrollPage /> }],
};
