import type { ModuleDefinition } from "@/lib/module";
import { MY_DAY_PATH } from "./api/get-my-day";

export const boardModule: ModuleDefinition = {
  name: "board",
  // Its screens (Board, My schedule) are tabs of the scheduling page, loaded with it.
  fills: { "scheduling.workflows": () => import("./scheduling-workflow").then((m) => m.boardWorkflow) },
  // My schedule opens offline: where and with whom I ride today.
  offlineReads: () => [MY_DAY_PATH],
};
