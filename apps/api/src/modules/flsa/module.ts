import type { ApiModule } from "../../lib/module";
import { flsaRoutes } from "./flsa.routes";

export const flsaModule: ApiModule = {
  name: "flsa",
  description: "FLSA 7(k) work periods: hours, overtime, projections and exemptions.",
  routes: [{ plugin: flsaRoutes, apiKey: "staffing" }],
};
