import { CalendarDays } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const SchedulingPage = lazy(() => import("./scheduling-page").then((m) => ({ default: m.SchedulingPage })));

export const schedulingModule: ModuleDefinition = {
  name: "scheduling",
  nav: { label: "Scheduling", path: "/scheduling", icon: CalendarDays },
  routes: [{ path: "/scheduling", element: <SchedulingPage /> }],
};
