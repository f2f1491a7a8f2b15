import type { AuditLogEntry } from "@rollcall/shared/audit-log";
import { Badge } from "@/components/ui/badge";

const VARIANTS: Record<string, "success" | "info" | "danger" | "warning"> = {
  create: "success",
  update: "info",
  delete: "danger",
};

/** Created green, updated blue, deleted red; anything else (sign out everywhere) yellow. */
export function ActionBadge({ entry }: { entry: Pick<AuditLogEntry, "action" | "actionLabel"> }) {
  return <Badge variant={VARIANTS[entry.action] ?? "warning"}>{entry.actionLabel}</Badge>;
}
