import { HeartPulse } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const WellnessPage = lazy(() => import("./wellness-page").then((m) => ({ default: m.WellnessPage })));

export const wellnessModule: ModuleDefinition = {
  name: "wellness",
  feature: "wellness",
  nav: { label: "Wellness", path: "/wellness", icon: HeartPulse },
  routes: [{ path: "/wellness", element: <WellnessPage /> }],
};
