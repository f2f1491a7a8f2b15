import type { Incident } from "@rollcall/shared/incidents";
import { Eye, FileDown, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

/** Phone cards: two equal columns of labelled buttons. */
const LABELLED = "min-w-0 px-2";

export type IncidentActionHandlers = {
  onView: (incident: Incident) => void;
  onEdit: (incident: Incident) => void;
  onExport: (incident: Incident) => void;
  onDelete: (incident: Incident) => void;
};

type IncidentActionsProps = IncidentActionHandlers & {
  incident: Incident;
  /** canEditIncident: Edit appears only when the server would accept the edit. */
  canEdit: boolean;
  /** Officers and admins: Delete appears only for them (the server refuses others). */
  canDelete: boolean;
  exporting: boolean;
  /** Icon buttons in a table row; labelled buttons on a phone card. */
  variant: "icons" | "labelled";
};

/** Spec 02 §2 row actions: View, Edit, Export PDF, Delete. */
export function IncidentActions({
  incident,
  canEdit,
  canDelete,
  exporting,
  variant,
  onView,
  onEdit,
  onExport,
  onDelete,
}: IncidentActionsProps) {
  const icons = variant === "icons";
  const what = `report ${incident.incidentNumber}`;
  const actions = [
    { label: "View", icon: Eye, run: onView, show: true },
    { label: "Edit", icon: Pencil, run: onEdit, show: canEdit },
    { label: exporting ? "Preparing..." : "Export PDF", icon: FileDown, run: onExport, show: true },
    { label: "Delete", icon: Trash2, run: onDelete, show: canDelete, danger: true },
  ].filter((a) => a.show);

  return (
    <div
      className={cn(
        icons
          ? "flex items-center justify-end gap-0.5"
          : "grid grid-cols-2 items-center gap-2 sm:grid-cols-4",
      )}
    >
      {actions.map(({ label, icon: Icon, run, danger }) => {
        const name = `${label === "Preparing..." ? "Export PDF" : label} ${what}`;
        const button = (
          <Button
            key={label}
            variant={icons ? "ghost" : "outline"}
            size={icons ? "icon" : "default"}
            aria-label={icons ? name : undefined}
            disabled={label === "Preparing..."}
            className={cn(danger && "text-destructive hover:bg-red-50", icons ? "sm:size-9" : LABELLED)}
            onClick={() => run(incident)}
          >
            <Icon aria-hidden="true" className={label === "Preparing..." ? "animate-pulse" : undefined} />
            {icons ? null : label}
          </Button>
        );
        return icons ? (
          <Tooltip key={label} content={label}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </div>
  );
}
