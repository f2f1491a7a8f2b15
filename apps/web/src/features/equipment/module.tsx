import { Truck } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/app/module";

// Loaded on first visit, so each module ships in its own chunk.
const EquipmentPage = lazy(() => import("./equipment-page").then((m) => ({ default: m.EquipmentPage })));

/** Shown as "Assets" in the navigation (spec 02 §2: /assets is the only asset route). */
export const equipmentModule: ModuleDefinition = {
  name: "equipment",
  nav: { label: "Assets", path: "/assets", icon: Truck },
  routes: [{ path: "/assets", element: <EquipmentPage /> }],
};
