import { timeClockSettings } from "../../db/schema/time-clock";
import type { ApiModule } from "../../lib/module";
import { timeClockRoutes } from "./time-clock.routes";
import { timeClockSeed } from "./time-clock.seed";

export const timeClockModule: ApiModule = {
  name: "time-clock",
  description:
    "Check-in and check-out, the current shift, the agency's time-clock rules (rounding, automatic clock-out, reasons, discrepancy notices), and payroll with its CSV.",
  routes: [{ plugin: timeClockRoutes, apiKey: "time-clock" }],
  tables: { timeClockSettings },
  audited: { time_clock_settings: "Time clock rules" },
  live: { time_clock_settings: ["/api/time-clock/settings"] },
  seed: timeClockSeed,
};
