import { certifications, requiredCertifications } from "../../db/schema/compliance";
import type { ApiModule } from "../../lib/module";
import { complianceRoutes } from "./compliance.routes";
import { complianceSeed } from "./compliance.seed";

export const complianceModule: ApiModule = {
  name: "compliance",
  description: "Certifications and their documents, required certifications per role, reminders and reports.",
  routes: [{ plugin: complianceRoutes, feature: "training", apiKey: "certifications" }],
  tables: { certifications, requiredCertifications },
  audited: { certifications: "Certification", required_certifications: "Required certification" },
  live: {
    certifications: ["/api/certifications", "/api/compliance", "/api/dashboard"],
    required_certifications: ["/api/compliance", "/api/certifications", "/api/dashboard"],
  },
  seed: complianceSeed,
};
