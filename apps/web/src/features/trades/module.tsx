import type { ModuleDefinition } from "@/lib/module";

export const tradesModule: ModuleDefinition = {
  name: "trades",
  // Its screens are parts of the scheduling page, loaded with it.
  fills: { "scheduling.workflows": () => import("./scheduling-workflow").then((m) => m.tradesWorkflow) },
};
