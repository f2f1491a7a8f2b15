import { Settings } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { SettingsPage } from "./settings-page";

export const settingsModule: ModuleDefinition = {
  name: "settings",
  nav: { label: "Settings", path: "/settings", icon: Settings },
  routes: [{ path: "/settings", element: <SettingsPage /> }],
};
