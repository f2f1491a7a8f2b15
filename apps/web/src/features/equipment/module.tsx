import { Truck } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const EquipmentPage = lazy(() => import("./equipment-page").then((m) => ({ default: m.EquipmentPage })));
const EquipmentItemPage = lazy(() =>
  import("./equipment-item-page").then((m) => ({ default: m.EquipmentItemPage })),
);

/**
 * Shown as "Assets" in the navigation (spec 02 §2: /assets is the only asset route). /assets/:id is one
 * item's page, which its QR label opens.
 */
export const equipmentModule: ModuleDefinition = {
  name: "equipment",
  feature: "assets",
  nav: { label: "Assets", path: "/assets", icon: Truck },
  routes: [
    { path: "/assets", element: <EquipmentPage /> },
    { path: "/assets/:id", element: <EquipmentItemPage /> },
  ],
  offlineReads: () => ["/api/equipment"],
};
