import {
  INCIDENT_PRIORITY_LABELS,
  INCIDENT_STATUS_LABELS,
  type IncidentPriority,
  type IncidentStatus,
} from "@rollcall/shared/incidents";
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

export function StatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{INCIDENT_STATUS_LABELS[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: IncidentPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{INCIDENT_PRIORITY_LABELS[priority]}</Badge>;
}
