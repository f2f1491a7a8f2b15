import { Truck } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { EquipmentPage } from "./equipment-page";

/** Shown as "Assets" in the navigation (spec 02 §2: /assets is the only asset route). */
export const equipmentModule: ModuleDefinition = {
  name: "equipment",
  nav: { label: "Assets", path: "/assets", icon: Truck },
  routes: [{ path: "/assets", element: <EquipmentPage /> }],
};
