import type { ApiModule } from "../../lib/module";
import { certificationImportRoutes, memberImportRoutes, nfirsImportRoutes } from "./imports.routes";

export const importsModule: ApiModule = {
  name: "imports",
  description:
    "Members and certifications from CSV and incident history from NFIRS files: a preview, then all or nothing.",
  routes: [
    { plugin: memberImportRoutes, apiKey: "users" },
    { plugin: certificationImportRoutes, feature: "training", apiKey: "certifications" },
    { plugin: nfirsImportRoutes, feature: "nfirs", apiKey: "incidents" },
  ],
};
