import { LayoutDashboard } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { DashboardPage } from "./dashboard-page";

export const dashboardModule: ModuleDefinition = {
  name: "dashboard",
  nav: { label: "Dashboard", path: "/", icon: LayoutDashboard },
  routes: [
    { path: "/", element: <DashboardPage /> },
    { path: "/dashboard", element: <DashboardPage /> },
  ],
};
