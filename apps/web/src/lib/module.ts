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
  /** Its pages outside the app shell, for visitors (the landing page, sign-in, an alert's answer link). */
  publicRoutes?: PublicRoute[];
  /**
   * The plan feature the module belongs to (the server's module manifests, apps/api/src/modules/<module>/module.ts):
   * outside the agency's plan its entry shows the plan that includes it and its pages an upgrade prompt.
   */
  feature?: FeatureKey;
  /**
   * The reads kept on the device after sign-in, so that its screens open without a connection (app/offline.tsx
   * sends them to the service worker).
   */
  offlineReads?: (at: { timeZone: string }) => string[];
  /** What it puts in the slots of modules below it (lib/slots.ts), loaded when a screen shows the slot. */
  fills?: SlotFills;
};

export type PublicRoute = {
  path: string;
  /** The page signed out. */
  element: ReactNode;
  /** What a signed-in member gets at the same path; without it, the app's own page there (the dashboard at "/"). */
  signedIn?: ReactNode;
  /**
   * Also built as static HTML (src/prerender.tsx): the file the server sends, its template ("marketing": the
   * page alone; "app": the app's page showing it until the app renders the same page), and the page to render,
   * loaded (as markup only, no hydration).
   */
  prerender?: { file: string; template: "marketing" | "app"; page: () => Promise<ReactNode> };
};
