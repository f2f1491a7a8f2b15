import { ShieldCheck } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { CompliancePage } from "./compliance-page";

export const complianceModule: ModuleDefinition = {
  name: "compliance",
  nav: { label: "Compliance", path: "/compliance", icon: ShieldCheck },
  routes: [{ path: "/compliance", element: <CompliancePage /> }],
};
