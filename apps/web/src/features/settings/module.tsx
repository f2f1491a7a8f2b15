import { Settings } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const SettingsPage = lazy(() => import("./settings-page").then((m) => ({ default: m.SettingsPage })));

export const settingsModule: ModuleDefinition = {
  name: "settings",
  nav: { label: "Settings", path: "/settings", icon: Settings },
  routes: [{ path: "/settings", element: <SettingsPage /> }],
};
