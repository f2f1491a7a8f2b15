import { EQUIPMENT_MESSAGES, STATION_MESSAGES, type Station, stationLabel } from "@rollcall/shared/equipment";
import { DeleteDialog } from "@/components/ui/delete-dialog";
import { useDeleteStation } from "../api/delete-station";
import { stationFailureMessage } from "../utils/errors";

const apparatusCount = (n: number) => (n === 1 ? "1 apparatus" : `${n} apparatus`);

/** Delete a station, confirmed: its apparatus stay, without a station. */
export function DeleteStationDialog({ station, onClose }: { station: Station | null; onClose: () => void }) {
  const remove = useDeleteStation();
  return (
    <DeleteDialog
      target={station}
      onClose={onClose}
      title="Delete Station"
      description={STATION_MESSAGES.deleteConfirm}
      remove={(s) => remove.mutateAsync(s.id)}
      pending={remove.isPending}
      deleted={STATION_MESSAGES.deleted}
      failure={(error) => [EQUIPMENT_MESSAGES.errorTitle, stationFailureMessage("delete", error)]}
      summary={(s) => (
        <p>
          <span className="font-medium">{stationLabel(s)}</span>
          <span className="text-muted-foreground">
            {" "}
            · {apparatusCount(s.apparatusCount)}
            {s.address ? ` · ${s.address}` : ""}
          </span>
        </p>
      )}
    />
  );
}
