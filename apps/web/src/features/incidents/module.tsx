import { FileText } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { IncidentsPage } from "./incidents-page";

/** Shown as "Reports" in the navigation; /incidents opens the same screen. */
export const incidentsModule: ModuleDefinition = {
  name: "incidents",
  nav: { label: "Reports", path: "/reports", icon: FileText },
  routes: [
    { path: "/reports", element: <IncidentsPage /> },
    { path: "/incidents", element: <IncidentsPage /> },
  ],
};
