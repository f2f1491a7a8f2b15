import { type AuditLogFilters, auditLogFilterSchema } from "@rollcall/shared/audit-log";
import { useSearchParams } from "react-router";

const KEYS = ["userId", "entityType", "from", "to"] as const;

/** The filters without their empty values. */
export function compact(filters: AuditLogFilters): AuditLogFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditLogFilters;
}

export const hasFilters = (filters: AuditLogFilters) => KEYS.some((key) => filters[key]);

/**
 * The filters live in the address (?userId=&entityType=&from=&to=), so a filtered view survives a reload
 * and can be shared with another admin. A hand-edited value that is not valid is ignored, not an error.
 */
export function useFilterParams(): [AuditLogFilters, (next: AuditLogFilters) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const parsed = auditLogFilterSchema.safeParse(raw);
  let filters: AuditLogFilters = {};
  if (parsed.success) filters = compact(parsed.data);
  else {
    for (const key of KEYS) {
      const one = auditLogFilterSchema.safeParse({ [key]: raw[key] });
      if (one.success && one.data[key]) filters = { ...filters, [key]: one.data[key] };
    }
    if (filters.from && filters.to && filters.from > filters.to) filters = { ...filters, to: undefined };
  }
  const setFilters = (next: AuditLogFilters) =>
    setParams(compact(next) as Record<string, string>, { replace: true });
  return [compact(filters), setFilters];
}
