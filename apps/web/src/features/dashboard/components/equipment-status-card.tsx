import type { DashboardEquipment } from "@rollcall/shared/dashboard";
import { EQUIPMENT_TYPE_LABELS, type EquipmentType } from "@rollcall/shared/equipment";
import { Truck } from "lucide-react";
import { Link } from "react-router";
import { DashboardListCard } from "@/components/ui/dashboard-card";
import { EquipmentStatusBadge } from "@/components/ui/equipment-status-badge";
import { useEquipmentStatus } from "../api/get-equipment-status";

const typeLabel = (type: string) => EQUIPMENT_TYPE_LABELS[type as EquipmentType] ?? type;

/** Equipment Status (spec 01 §2): the first 5 items; any status value the list does not know is shown raw. */
export function EquipmentStatusCard({ className }: { className?: string }) {
  const items = useEquipmentStatus();
  return (
    <DashboardListCard
      title="Equipment Status"
      icon={Truck}
      className={className}
      footerLink={{ to: "/assets", label: "All equipment" }}
      query={items}
      loadingLabel="Loading equipment..."
      errorMessage="Equipment could not be loaded."
      emptyText="No equipment registered"
      rowKey={(item) => item.id}
    >
      {(item) => <EquipmentRow item={item} />}
    </DashboardListCard>
  );
}

function EquipmentRow({ item }: { item: DashboardEquipment }) {
  return (
    <li className="flex items-center justify-between gap-3 px-5 py-3">
      <div className="min-w-0">
        <Link
          to={`/assets/${item.id}`}
          className="block truncate font-medium text-foreground hover:underline focus-visible:underline"
        >
          {item.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {typeLabel(item.type)}
          {item.location ? ` · ${item.location}` : ""}
        </p>
      </div>
      <EquipmentStatusBadge status={item.status} className="shrink-0" />
    </li>
  );
}
