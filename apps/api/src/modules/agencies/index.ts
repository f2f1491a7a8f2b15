/**
 * Agencies' public face: the agency's name and plan, the audit trail's recent writes and the names of the
 * records they mention. Other code imports this module only from here (LAYERS.md).
 */
export {
  type AuditGroup,
  agencyCanUse,
  loadAgencyName,
  recentAuditGroups,
  recordNames,
} from "./agencies.queries";
