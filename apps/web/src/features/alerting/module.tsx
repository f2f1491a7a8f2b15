import { Megaphone } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const AlertsPage = lazy(() => import("./alerts-page").then((m) => ({ default: m.AlertsPage })));
const AlertPage = lazy(() => import("./alert-page").then((m) => ({ default: m.AlertPage })));

/** Alerting: mass alerts and their live roster. The public answer page (/alerts/respond) is routed apart. */
export const alertingModule: ModuleDefinition = {
  name: "alerting",
  nav: { label: "Alerts", path: "/alerts", icon: Megaphone },
  routes: [
    { path: "/alerts", element: <AlertsPage /> },
    { path: "/alerts/:id", element: <AlertPage /> },
  ],
};
