import { type AuditLogFilters, auditLogFilterSchema } from "@rollcall/shared/audit-log";
import { useRef } from "react";
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
export function useFilterParams(): [AuditLogFilters, (change: Partial<AuditLogFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The router applies a new address in a transition: a second filter chosen before it lands must build on the
  // first (the last one asked for), not on the address, or the first is lost.
  const pending = useRef<{ search: string; filters: AuditLogFilters } | null>(null);
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
  const current = compact(filters);
  const changeFilters = (change: Partial<AuditLogFilters>) => {
    const base = pending.current?.search === search ? pending.current.filters : current;
    const next = compact({ ...base, ...change });
    pending.current = { search, filters: next };
    setParams(next as Record<string, string>, { replace: true });
  };
  return [current, changeFilters];
}
