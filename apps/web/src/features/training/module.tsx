import { GraduationCap } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { TrainingPage } from "./training-page";

export const trainingModule: ModuleDefinition = {
  name: "training",
  nav: { label: "Training", path: "/training", icon: GraduationCap },
  routes: [{ path: "/training", element: <TrainingPage /> }],
};
