import { BOARD_MESSAGES, type Board, type BoardMoveInput } from "@rollcall/shared/board";
import { ArrowRightLeft, LogOut } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PendingLabel } from "@/components/ui/pending-label";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { PunchForMember } from "@/features/time-clock";
import { toLocalInput } from "@/lib/dates";
import { boardStationLabel, type RiderPlace, riderName, seatTitle } from "./board-model";
import { MoveRefusal } from "./move-refusal";
import { PartOfShiftFields } from "./part-of-shift";
import { useDialogMove } from "./use-board-move";

/** Where a rider is now, in words: "Engine 1 · Officer at Station 1". */
function placeText(place: RiderPlace) {
  const station = place.station ? boardStationLabel(place.station) : null;
  if (place.apparatus && place.position) return `${seatTitle(place.apparatus, place.position)} at ${station}`;
  if (place.apparatus) return `On ${place.apparatus.name} at ${station}`;
  return station ? `${BOARD_MESSAGES.unseated} at ${station}` : BOARD_MESSAGES.unassigned;
}

/**
 * A member on duty: "Move…" to another seat or station (for part of the shift if asked), or "Take out of seat"
 * (on duty at the station, unseated). A refusal shows the server's reason here.
 */
export function MoveRiderDialog({
  place,
  board,
  timeZone,
  onClose,
}: {
  place: RiderPlace | null;
  board: Board;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={!!place}
      onClose={onClose}
      title={place ? `Move ${riderName(place.rider)}` : ""}
      description={place ? placeText(place) : ""}
      className="sm:max-w-lg"
    >
      {place ? <MoveRider place={place} board={board} timeZone={timeZone} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function MoveRider({
  place,
  board,
  timeZone,
  onDone,
}: {
  place: RiderPlace;
  board: Board;
  timeZone: string;
  onDone: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState("");
  const { part, setPart, refusal, setRefusal, send: sendMove, pending } = useDialogMove(timeZone, onDone);

  const send = (to: Pick<BoardMoveInput, "positionId" | "stationId">) =>
    sendMove({ userId: place.rider.userId, shiftId: place.rider.shiftId, ...to });
  const submit = () => {
    const [kind, targetId] = target.split(":");
    if (!targetId) return setRefusal(BOARD_MESSAGES.noTarget);
    send(kind === "seat" ? { positionId: targetId } : { stationId: targetId });
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>Move to</Label>
        <NativeSelect id={`${id}-to`} value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">Choose a seat or a station</option>
          {board.stations.map((station) => (
            <optgroup key={station.id} label={boardStationLabel(station)}>
              {station.apparatus
                .filter((apparatus) => apparatus.inService)
                .flatMap((apparatus) =>
                  apparatus.positions
                    .filter((position) => position.id !== place.position?.id)
                    .map((position) => (
                      <option key={position.id} value={`seat:${position.id}`}>
                        {seatTitle(apparatus, position)}
                        {position.rider ? ` (${riderName(position.rider)})` : ` (${BOARD_MESSAGES.open})`}
                      </option>
                    )),
                )}
              {place.station?.id !== station.id || place.apparatus ? (
                <option value={`station:${station.id}`}>
                  {boardStationLabel(station)}: {BOARD_MESSAGES.unseated.toLowerCase()}
                </option>
              ) : null}
            </optgroup>
          ))}
        </NativeSelect>
      </div>
      <PartOfShiftFields value={part} onChange={setPart} defaultFrom={toLocalInput(board.at, timeZone)} />
      <MoveRefusal reason={refusal} />
      <PunchForMember
        shiftId={place.rider.shiftId}
        status={place.rider.status}
        name={riderName(place.rider)}
        onDone={onDone}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {place.position && place.station ? (
          <Button
            variant="outline"
            disabled={pending}
            onClick={() => place.station && send({ stationId: place.station.id })}
          >
            <LogOut aria-hidden="true" />
            Take out of seat
          </Button>
        ) : null}
        <Button disabled={pending || !target} onClick={submit}>
          <PendingLabel pending={pending} pendingText="Moving...">
            <ArrowRightLeft aria-hidden="true" />
            Move
          </PendingLabel>
        </Button>
      </div>
    </div>
  );
}
