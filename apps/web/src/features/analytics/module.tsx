import { isManager } from "@rollcall/shared/roles";
import { ChartLine } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so the page and its charts ship in their own chunks.
const AnalyticsPage = lazy(() => import("./analytics-page").then((m) => ({ default: m.AnalyticsPage })));

export const analyticsModule: ModuleDefinition = {
  name: "analytics",
  feature: "analytics",
  nav: { label: "Analytics", path: "/analytics", icon: ChartLine, visible: isManager },
  routes: [{ path: "/analytics", element: <AnalyticsPage /> }],
};
