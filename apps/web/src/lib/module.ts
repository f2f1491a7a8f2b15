import type { SessionUser } from "@rollcall/shared/auth";
import type { FeatureKey } from "@rollcall/shared/billing";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SlotFills } from "./slots";

/**
 * A module's manifest (features/<module>/module.tsx): what it contributes to the app, its pages and its navigation
 * entry. Adding a module = a folder under features/ with a module.tsx, plus one line in app/modules.ts.
 */
export type ModuleDefinition = {
  name: string;
  nav?: {
    label: string;
    path: string;
    icon: LucideIcon;
    /** Who sees the entry; the server refuses the same people independently. */
    visible?: (user: SessionUser) => boolean;
  };
  /** Its pages in the signed-in app (inside the app shell). */
  routes?: { path: string; element: ReactNode }[];
  /**
   * The plan feature the module belongs to (the server's MODULE_FEATURES in apps/api/src/app.ts): outside the
   * agency's plan its entry shows the plan that includes it and its pages an upgrade prompt.
   */
  feature?: FeatureKey;
  /** What it puts in the slots of modules below it (lib/slots.ts), loaded when a screen shows the slot. */
  fills?: SlotFills;
};
