import { Wallet } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { FinancePage } from "./finance-page";

export const financeModule: ModuleDefinition = {
  name: "finance",
  nav: { label: "Finance", path: "/finance", icon: Wallet, visible: (user) => user.role === "admin" },
  routes: [{ path: "/finance", element: <FinancePage /> }],
};
