import type { Equipment } from "@rollcall/shared/equipment";
import { CalendarPlus, MoreHorizontal, Pencil, QrCode, Trash2 } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import type { EquipmentDialog } from "./equipment-dialogs";

type EquipmentActionsProps = {
  item: Equipment;
  isAdmin: boolean;
  onOpen: (dialog: EquipmentDialog) => void;
  /** Icon buttons in a table row; a QR Code button and a menu on a phone card. */
  variant: "icons" | "compact";
};

/** Spec 02 §2/§6 row actions: QR Code for everyone; Edit, Schedule Maintenance and Delete for admins. */
export function EquipmentActions({ item, isAdmin, onOpen, variant }: EquipmentActionsProps) {
  const qr = () => onOpen({ kind: "qr", item });
  const edit = () => onOpen({ kind: "edit", item });
  const schedule = () => onOpen({ kind: "schedule", item });
  const remove = () => onOpen({ kind: "delete", item });

  if (variant === "compact")
    return (
      <div className="flex items-center gap-2">
        <Button variant="outline" className="flex-1" onClick={qr}>
          <QrCode aria-hidden="true" />
          QR Code
        </Button>
        {isAdmin ? (
          <ActionsMenu
            label={`More actions for ${item.name}`}
            icon={MoreHorizontal}
            variant="outline"
            actions={[
              { label: "Edit", icon: Pencil, onSelect: edit },
              { label: "Schedule Maintenance", icon: CalendarPlus, onSelect: schedule },
              { label: "Delete", icon: Trash2, onSelect: remove, destructive: true, separated: true },
            ]}
          />
        ) : null}
      </div>
    );

  const icon = (label: string, Icon: typeof QrCode, onClick: () => void, destructive = false) => (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${label}: ${item.name}`}
        className={destructive ? "text-destructive hover:bg-red-50" : undefined}
        onClick={onClick}
      >
        <Icon aria-hidden="true" />
      </Button>
    </Tooltip>
  );
  return (
    <div className="flex items-center justify-end gap-0.5">
      {icon("QR Code", QrCode, qr)}
      {isAdmin ? (
        <>
          {icon("Edit", Pencil, edit)}
          {icon("Schedule Maintenance", CalendarPlus, schedule)}
          {icon("Delete", Trash2, remove, true)}
        </>
      ) : null}
    </div>
  );
}
