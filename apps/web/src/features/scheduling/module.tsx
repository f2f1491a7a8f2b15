import { CalendarDays } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";
import { usePreloadSlot } from "@/lib/slots";
import { weekDays, weekStartOf } from "./utils/time";

// Loaded on first visit, so each module ships in its own chunk.
const SchedulingPage = lazy(() => import("./scheduling-page").then((m) => ({ default: m.SchedulingPage })));

/** The page, with what the modules above fill into it (./workflows.ts) loading alongside its code. */
function Scheduling() {
  usePreloadSlot("scheduling.workflows");
  return <SchedulingPage />;
}

export const schedulingModule: ModuleDefinition = {
  name: "scheduling",
  nav: { label: "Scheduling", path: "/scheduling", icon: CalendarDays },
  routes: [{ path: "/scheduling", element: <Scheduling /> }],
  offlineReads: ({ timeZone }) => {
    const days = weekDays(weekStartOf(new Date(), timeZone));
    return [
      "/api/shifts/open",
      `/api/shifts?${new URLSearchParams({ startDate: days[0], endDate: days[6] })}`,
    ];
  },
};
