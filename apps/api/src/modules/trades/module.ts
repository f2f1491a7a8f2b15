import type { ApiModule } from "../../lib/module";
import { tradesRoutes } from "./trades.routes";
import { tradesSeed } from "./trades.seed";

export const tradesModule: ApiModule = {
  name: "trades",
  description: "Shift trades (offers, acceptance, approval) and the trade ledger.",
  routes: [{ plugin: tradesRoutes, apiKey: "trades" }],
  seed: tradesSeed,
};
