import { Megaphone } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const AlertsPage = lazy(() => import("./alerts-page").then((m) => ({ default: m.AlertsPage })));
const AlertPage = lazy(() => import("./alert-page").then((m) => ({ default: m.AlertPage })));
const RespondPage = lazy(() => import("./respond-page").then((m) => ({ default: m.RespondPage })));

/** Alerting: mass alerts and their live roster, and an alert's answer link. */
export const alertingModule: ModuleDefinition = {
  name: "alerting",
  nav: { label: "Alerts", path: "/alerts", icon: Megaphone },
  routes: [
    { path: "/alerts", element: <AlertsPage /> },
    { path: "/alerts/:id", element: <AlertPage /> },
  ],
  // An alert's answer link: without the app shell, the same page signed in or out.
  publicRoutes: [{ path: "/alerts/respond", element: <RespondPage />, signedIn: <RespondPage /> }],
};
