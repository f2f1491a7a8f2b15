import { ClipboardPlus } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";
import { FACILITIES_URL } from "./api/get-facilities";
import { PCR_PATH } from "./api/pcr-keys";

// Loaded on first visit, so the report's screens ship in their own chunk.
const PcrListPage = lazy(() => import("./pcr-list-page").then((m) => ({ default: m.PcrListPage })));
const PcrReportPage = lazy(() => import("./pcr-report-page").then((m) => ({ default: m.PcrReportPage })));

/** Patient care reports (issue 46): every member's entry; the server's plan feature is the incidents module's. */
export const epcrModule: ModuleDefinition = {
  name: "epcr",
  feature: "nfirs",
  nav: { label: "Patient Care", path: "/pcr", icon: ClipboardPlus },
  routes: [
    { path: "/pcr", element: <PcrListPage /> },
    { path: "/pcr/:id", element: <PcrReportPage /> },
  ],
  // The list and the facilities open offline on the device that read them at sign-in.
  offlineReads: () => [PCR_PATH, FACILITIES_URL],
};
