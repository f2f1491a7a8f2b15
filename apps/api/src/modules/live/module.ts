import type { ApiModule } from "../../lib/module";
import { liveRoutes } from "./live.routes";

export const liveModule: ApiModule = {
  name: "live",
  description: "Live updates: the tables that changed in the member's agency, as Server-Sent Events.",
  routes: [{ plugin: liveRoutes }],
};
