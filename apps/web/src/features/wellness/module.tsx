import { HeartPulse } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { WellnessPage } from "./wellness-page";

export const wellnessModule: ModuleDefinition = {
  name: "wellness",
  nav: { label: "Wellness", path: "/wellness", icon: HeartPulse },
  routes: [{ path: "/wellness", element: <WellnessPage /> }],
};
