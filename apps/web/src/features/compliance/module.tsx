import { ShieldCheck } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const CompliancePage = lazy(() => import("./compliance-page").then((m) => ({ default: m.CompliancePage })));

export const complianceModule: ModuleDefinition = {
  name: "compliance",
  feature: "training",
  nav: { label: "Compliance", path: "/compliance", icon: ShieldCheck },
  routes: [{ path: "/compliance", element: <CompliancePage /> }],
  offlineReads: () => ["/api/certifications"],
};
