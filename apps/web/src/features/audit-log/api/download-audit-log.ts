import { type AuditLogFilters, auditLogCsvUrl } from "@rollcall/shared/audit-log";
import { downloadFile } from "@/lib/api";

/** Every entry matching the filters, as the CSV file the server names. */
export function downloadAuditLog(agencyId: string, filters: AuditLogFilters) {
  return downloadFile(auditLogCsvUrl(agencyId, filters), "audit-log.csv");
}
