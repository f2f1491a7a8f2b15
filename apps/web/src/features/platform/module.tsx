import { Globe } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { UniversePage } from "./universe-page";

export const platformModule: ModuleDefinition = {
  name: "platform",
  nav: { label: "Universe Admin", path: "/universe", icon: Globe, visible: (user) => user.isUniverseAdmin },
  routes: [{ path: "/universe", element: <UniversePage /> }],
};
