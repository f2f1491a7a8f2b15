import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { callbackEvents, callbackOffers, callbacks } from "../../db/schema/callbacks";
import type { ApiModule } from "../../lib/module";
import { callBackShiftsOpenedByLeave } from "../leave";
import { callbacksRoutes } from "./callbacks.routes";
import { callbacksSeed } from "./callbacks.seed";
import { openCallback } from "./callbacks.service";

// Approved leave that leaves minimum staffing short calls back the shifts it opened: call-backs sit above leave,
// so they plug into its hook here, where the module joins the app (leave/leave.hooks.ts).
callBackShiftsOpenedByLeave(openCallback);

export const callbacksModule: ApiModule = {
  name: "callbacks",
  description: "Overtime call-backs: ranked offers, answers, awards and charges.",
  routes: [{ plugin: callbacksRoutes, apiKey: "callbacks" }],
  tables: { callbacks, callbackOffers, callbackEvents },
  audited: { callbacks: "Call-back", callback_offers: "Call-back offer", callback_events: "Call-back event" },
  live: {
    callbacks: [...SCHEDULE_QUERIES, "/api/callbacks"],
    callback_offers: ["/api/callbacks"],
    callback_events: ["/api/callbacks"],
  },
  seed: callbacksSeed,
};
