import { boardMoves } from "../../db/schema/board";
import type { ApiModule } from "../../lib/module";
import { boardRoutes } from "./board.routes";
import { boardSeed } from "./board.seed";

export const boardModule: ApiModule = {
  name: "board",
  description:
    "The day's board: stations, apparatus and riding positions filled from the schedule, moves, My schedule and the daily roster.",
  routes: [{ plugin: boardRoutes, apiKey: "shifts" }],
  tables: { boardMoves },
  audited: { board_moves: "Board move" },
  live: { board_moves: ["/api/board"] },
  seed: boardSeed,
};
