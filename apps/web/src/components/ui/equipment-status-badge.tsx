import {
  EQUIPMENT_STATUS_LABELS,
  type EquipmentStatus,
  MAINTENANCE_STATE_LABELS,
  type MaintenanceState,
} from "@rollcall/shared/equipment";
import { Badge } from "@/components/ui/badge";

/** An item's status colours: the equipment screens and the dashboard's Equipment Status card. */
const STATUS_VARIANT = {
  available: "success",
  in_service: "info",
  maintenance: "warning",
  out_of_service: "danger",
} as const satisfies Record<EquipmentStatus, string>;

/** Dot colours for legends and bars, matching the badges. */
export const STATUS_DOT: Record<EquipmentStatus, string> = {
  available: "bg-success",
  in_service: "bg-sky-600",
  maintenance: "bg-yellow-500",
  out_of_service: "bg-danger",
};

const isKnownStatus = (status: string): status is EquipmentStatus => Object.hasOwn(STATUS_VARIANT, status);

/** An item's status as a badge; a status value the list does not know (the dashboard's raw one) is shown as is. */
export function EquipmentStatusBadge({ status, className }: { status: string; className?: string }) {
  const known = isKnownStatus(status);
  return (
    <Badge variant={known ? STATUS_VARIANT[status] : "secondary"} className={className}>
      {known ? EQUIPMENT_STATUS_LABELS[status] : status}
    </Badge>
  );
}

const BAND_VARIANT = {
  none: "secondary",
  overdue: "danger",
  due_soon: "warning",
  upcoming: "info",
  current: "success",
} as const satisfies Record<MaintenanceState, string>;

/** Spec 02 §4's maintenance band: Overdue, Due Soon, Upcoming, Current, or Not Scheduled. */
export function MaintenanceBadge({ state }: { state: MaintenanceState }) {
  return <Badge variant={BAND_VARIANT[state]}>{MAINTENANCE_STATE_LABELS[state]}</Badge>;
}
