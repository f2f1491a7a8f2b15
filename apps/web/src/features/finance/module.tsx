import { isAdmin } from "@rollcall/shared/roles";
import { Wallet } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const FinancePage = lazy(() => import("./finance-page").then((m) => ({ default: m.FinancePage })));

export const financeModule: ModuleDefinition = {
  name: "finance",
  feature: "finance",
  nav: { label: "Finance", path: "/finance", icon: Wallet, visible: isAdmin },
  routes: [{ path: "/finance", element: <FinancePage /> }],
};
