import type { ApiModule } from "../../lib/module";
import { callbacksRoutes } from "./callbacks.routes";
import { callbacksSeed } from "./callbacks.seed";

export const callbacksModule: ApiModule = {
  name: "callbacks",
  description: "Overtime call-backs: ranked offers, answers, awards and charges.",
  routes: [{ plugin: callbacksRoutes, apiKey: "callbacks" }],
  seed: callbacksSeed,
};
