import { LayoutDashboard } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const DashboardPage = lazy(() => import("./dashboard-page").then((m) => ({ default: m.DashboardPage })));

export const dashboardModule: ModuleDefinition = {
  name: "dashboard",
  nav: { label: "Dashboard", path: "/", icon: LayoutDashboard },
  routes: [
    { path: "/", element: <DashboardPage /> },
    { path: "/dashboard", element: <DashboardPage /> },
  ],
  offlineReads: () => ["/api/dashboard", "/api/dashboard/stats"],
};
