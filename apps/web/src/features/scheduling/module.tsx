import { CalendarDays } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { SchedulingPage } from "./scheduling-page";

export const schedulingModule: ModuleDefinition = {
  name: "scheduling",
  nav: { label: "Scheduling", path: "/scheduling", icon: CalendarDays },
  routes: [{ path: "/scheduling", element: <SchedulingPage /> }],
};
