/**
 * Agencies' public face: the agency's name and plan, the audit trail's recent writes and the names of the
 * records they mention, and the writes of the agencies table (a new agency, an agency's fields). Other code
 * imports this module only from here (modules/registry.ts: the layers).
 */
export {
  type AuditGroup,
  agencyCanUse,
  loadAgencyName,
  recentAuditGroups,
  recordNames,
} from "./agencies.queries";
export { insertAgency, updateAgency } from "./agency-changes";
/** The brand of the agency a host name serves (app.ts paints it into the page for that host). */
export { hostBrand } from "./branding.service";
