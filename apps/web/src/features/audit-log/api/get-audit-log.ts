import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogFilters,
  type AuditRecordType,
  auditLogSearch,
  auditLogUrl,
} from "@rollcall/shared/audit-log";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export type AuditLogPage = { entries: AuditLogEntry[]; hasOlder: boolean };

export const auditLogQueryKey = (agencyId: string) => ["/api/agencies", agencyId, "audit-logs"] as const;

/** One page of entries after `cursor` (the last entry of the page before), newest first. */
export async function getAuditLog(
  agencyId: string,
  filters: AuditLogFilters,
  cursor: string | undefined,
): Promise<AuditLogPage> {
  // One more than shown: its presence says an older page exists.
  const search = auditLogSearch({ ...filters, limit: AUDIT_LOG_PAGE_SIZE + 1, cursor });
  const entries = await apiRequest<AuditLogEntry[]>("GET", `${auditLogUrl(agencyId)}${search}`);
  return { entries: entries.slice(0, AUDIT_LOG_PAGE_SIZE), hasOlder: entries.length > AUDIT_LOG_PAGE_SIZE };
}

export function useAuditLog(agencyId: string, filters: AuditLogFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: [...auditLogQueryKey(agencyId), { ...filters, cursor }],
    queryFn: () => getAuditLog(agencyId, filters, cursor),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The record types the filter offers: every audited table's, named by the module that owns it. */
export function useRecordTypes(agencyId: string) {
  return useQuery({
    queryKey: [...auditLogQueryKey(agencyId), "record-types"],
    queryFn: () => apiRequest<AuditRecordType[]>("GET", `${auditLogUrl(agencyId)}/record-types`),
    // They change only with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
