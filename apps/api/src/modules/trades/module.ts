import { SCHEDULE_QUERIES } from "@rollcall/shared/live";
import { tradeLedger, trades } from "../../db/schema/trades";
import type { ApiModule } from "../../lib/module";
import { tradesRoutes } from "./trades.routes";
import { tradesSeed } from "./trades.seed";

export const tradesModule: ApiModule = {
  name: "trades",
  description: "Shift trades (offers, acceptance, approval) and the trade ledger.",
  routes: [{ plugin: tradesRoutes, apiKey: "trades" }],
  tables: { trades, tradeLedger },
  audited: { trades: "Shift trade", trade_ledger: "Trade ledger entry" },
  live: {
    trades: [...SCHEDULE_QUERIES, "/api/trades"],
    trade_ledger: ["/api/trades"],
  },
  seed: tradesSeed,
};
