import type { ApiModule } from "../../lib/module";
import { timeClockRoutes } from "./time-clock.routes";

export const timeClockModule: ApiModule = {
  name: "time-clock",
  description: "Check-in and check-out, the current shift, and payroll with its CSV.",
  routes: [{ plugin: timeClockRoutes, apiKey: "time-clock" }],
};
