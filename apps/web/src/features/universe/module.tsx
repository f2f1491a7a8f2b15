import { Globe } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const UniversePage = lazy(() => import("./universe-page").then((m) => ({ default: m.UniversePage })));

export const universeModule: ModuleDefinition = {
  name: "universe",
  nav: { label: "Universe Admin", path: "/universe", icon: Globe, visible: (user) => user.isUniverseAdmin },
  routes: [{ path: "/universe", element: <UniversePage /> }],
};
