import { isAdmin } from "@rollcall/shared/roles";
import { ScrollText } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const AuditLogPage = lazy(() => import("./audit-log-page").then((m) => ({ default: m.AuditLogPage })));

/** /audit-log: who changed what, when (admins; the server refuses everyone else). */
export const auditLogModule: ModuleDefinition = {
  name: "audit-log",
  nav: {
    label: "Audit Log",
    path: "/audit-log",
    icon: ScrollText,
    visible: isAdmin,
  },
  routes: [{ path: "/audit-log", element: <AuditLogPage /> }],
};
