/**
 * Compliance's public face: certifications in force, expiring and valid on a day, the requirements a shift
 * assignment must meet, the figures of the dashboard and analytics, and an import's certifications. Other code
 * imports this module only from here (modules/registry.ts: the layers).
 */
export {
  certificationCountsByLabel,
  certificationsInForce,
  certificationsValidFrom,
  complianceFigures,
  expiringCertifications,
  expiringCertificationsCount,
  insertCertifications,
  requiredCertificationRules,
} from "./compliance.queries";
export { loadRequirements, missingRequirements } from "./requirements.service";
