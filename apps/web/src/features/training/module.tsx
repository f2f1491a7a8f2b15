import { GraduationCap } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const TrainingPage = lazy(() => import("./training-page").then((m) => ({ default: m.TrainingPage })));

export const trainingModule: ModuleDefinition = {
  name: "training",
  feature: "training",
  nav: { label: "Training", path: "/training", icon: GraduationCap },
  routes: [{ path: "/training", element: <TrainingPage /> }],
};
