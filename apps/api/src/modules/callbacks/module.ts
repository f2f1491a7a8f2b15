import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { callbackEvents, callbackOffers, callbacks } from "../../db/schema/callbacks";
import type { ApiModule } from "../../lib/module";
import { callbacksRoutes } from "./callbacks.routes";
import { callbacksSeed } from "./callbacks.seed";

export const callbacksModule: ApiModule = {
  name: "callbacks",
  description: "Overtime call-backs: ranked offers, answers, awards and charges.",
  routes: [{ plugin: callbacksRoutes, apiKey: "callbacks" }],
  tables: { callbacks, callbackOffers, callbackEvents },
  live: {
    callbacks: [...SCHEDULE_QUERIES, "/api/callbacks"],
    callback_offers: ["/api/callbacks"],
    callback_events: ["/api/callbacks"],
  },
  seed: callbacksSeed,
};
