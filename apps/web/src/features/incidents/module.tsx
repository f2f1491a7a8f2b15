import { FileText } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const IncidentsPage = lazy(() => import("./incidents-page").then((m) => ({ default: m.IncidentsPage })));

/** Shown as "Reports" in the navigation; /incidents opens the same screen. */
export const incidentsModule: ModuleDefinition = {
  name: "incidents",
  feature: "nfirs",
  nav: { label: "Reports", path: "/reports", icon: FileText },
  routes: [
    { path: "/reports", element: <IncidentsPage /> },
    { path: "/incidents", element: <IncidentsPage /> },
  ],
};
