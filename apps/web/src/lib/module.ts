import type { SessionUser } from "@rollcall/shared/auth";
import type { FeatureKey } from "@rollcall/shared/billing";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a feature module contributes to the signed-in app: its pages and its navigation entry.
 * Adding a module = a folder under features/ with a module.tsx, plus one line in app/modules.ts.
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
  routes: { path: string; element: ReactNode }[];
  /**
   * The plan feature the module belongs to (the server's MODULE_FEATURES in apps/api/src/app.ts): outside the
   * agency's plan its entry shows the plan that includes it and its pages an upgrade prompt.
   */
  feature?: FeatureKey;
};
