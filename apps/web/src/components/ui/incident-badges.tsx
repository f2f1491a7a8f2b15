import {
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  type IncidentPriority,
  type IncidentStatus,
} from "@rollcall/shared/incidents";
import { CAD_MESSAGES } from "@rollcall/shared/neris/cad";
import { Badge } from "@/components/ui/badge";

const STATUS_VARIANT = {
  draft: "secondary",
  pending: "warning",
  approved: "info",
  completed: "success",
} as const satisfies Record<IncidentStatus, string>;

const PRIORITY_VARIANT = {
  critical: "danger",
  high: "warning",
  medium: "info",
  low: "secondary",
} as const satisfies Record<IncidentPriority, string>;

/** A report's status as a badge. */
export function StatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{INCIDENT_STATUS_LABELS[status]}</Badge>;
}

/** "Opened by CAD" on a report a dispatch centre's CAD opened; nothing on the others. */
export function CadBadge({ openedByCad }: { openedByCad: boolean }) {
  return openedByCad ? <Badge variant="outline">{CAD_MESSAGES.openedByCad}</Badge> : null;
}

const isKnownPriority = (priority: string): priority is IncidentPriority =>
  Object.hasOwn(PRIORITY_VARIANT, priority);

/** A report's priority as a badge; a value the list does not know (the dashboard's raw one) is shown as is. */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  const known = isKnownPriority(priority);
  return (
    <Badge variant={known ? PRIORITY_VARIANT[priority] : "secondary"} className={className}>
      {known ? INCIDENT_PRIORITY_LABELS[priority] : priority}
    </Badge>
  );
}
