import { isAdmin } from "@rollcall/shared/roles";
import { Workflow } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so the module ships in its own chunk.
const AutomationsPage = lazy(() =>
  import("./automations-page").then((m) => ({ default: m.AutomationsPage })),
);

export const automationsModule: ModuleDefinition = {
  name: "automations",
  feature: "automation",
  nav: { label: "Automation", path: "/automations", icon: Workflow, visible: isAdmin },
  routes: [{ path: "/automations", element: <AutomationsPage /> }],
};
