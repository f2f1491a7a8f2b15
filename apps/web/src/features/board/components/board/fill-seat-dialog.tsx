import type { BoardCandidate } from "@rollcall/shared/board";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { Check, UserRound } from "lucide-react";
import { useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toLocalInput } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useBoardCandidates } from "../../api/get-board-candidates";
import { riderName, type SeatTarget, seatTitle } from "./board-model";
import { MoveRefusal } from "./move-refusal";
import { PartOfShiftFields } from "./part-of-shift";
import { useDialogMove } from "./use-board-move";

/** Eligible first, then by name. */
const byEligibility = (a: BoardCandidate, b: BoardCandidate) =>
  Number(b.eligible) - Number(a.eligible) ||
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName);

/**
 * "Fill Engine 1 · Driver/Operator": who could take the seat at the board's instant, eligible first; the
 * others greyed with why the move would be refused. Choosing one makes the move (for part of the shift if
 * asked); a refusal shows the server's reason here.
 */
export function FillSeatDialog({
  seat,
  at,
  timeZone,
  onClose,
}: {
  seat: SeatTarget | null;
  at: string;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={!!seat}
      onClose={onClose}
      title={seat ? `Fill ${seatTitle(seat.apparatus, seat.position)}` : ""}
      description={
        seat?.position.requiredCertifications.length
          ? `Requires ${seat.position.requiredCertifications.join(", ")}`
          : "Choose who takes this seat"
      }
      className="sm:max-w-lg"
    >
      {seat ? <FillSeat seat={seat} at={at} timeZone={timeZone} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function FillSeat({
  seat,
  at,
  timeZone,
  onDone,
}: {
  seat: SeatTarget;
  at: string;
  timeZone: string;
  onDone: () => void;
}) {
  const candidates = useBoardCandidates({ positionId: seat.position.id, at });
  const { part, setPart, refusal, send, pending } = useDialogMove(timeZone, onDone);
  const [choosing, setChoosing] = useState<string | null>(null);

  const choose = (candidate: BoardCandidate) => {
    setChoosing(candidate.userId);
    // A member on duty moves with their shift's times; one off duty takes the stretch the list judged.
    send(
      {
        userId: candidate.userId,
        positionId: seat.position.id,
        ...(candidate.shiftId ? { shiftId: candidate.shiftId } : {}),
      },
      candidate.shiftId ? undefined : { startTime: candidate.startTime, endTime: candidate.endTime },
    );
  };

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <PartOfShiftFields value={part} onChange={setPart} defaultFrom={toLocalInput(at, timeZone)} />
      <MoveRefusal reason={refusal} />
      <QueryState
        query={candidates}
        loadingLabel="Loading members..."
        errorTitle="Members could not be loaded"
        framed={false}
        empty={{ icon: UserRound, title: "No members to choose from", when: candidates.data?.length === 0 }}
      >
        {() => (
          <ul aria-label="Members" className="-mx-1 max-h-[50vh] space-y-1 overflow-y-auto px-1">
            {[...(candidates.data ?? [])].sort(byEligibility).map((candidate) => (
              <li key={candidate.userId}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => choose(candidate)}
                  className={cn(
                    "flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-wait",
                    !candidate.eligible && "bg-muted/60 text-muted-foreground",
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {riderName(candidate)}
                      <span className="ml-2 text-xs font-normal text-muted-foreground">
                        {ROLE_LABELS[candidate.role]}
                      </span>
                    </span>
                    <span className="block text-sm text-muted-foreground">
                      {candidate.current ?? "Off duty (adds a shift)"}
                    </span>
                    {!candidate.eligible && candidate.reason ? (
                      <span className="block text-sm text-red-800">{candidate.reason}</span>
                    ) : null}
                  </span>
                  {candidate.eligible ? (
                    <Check
                      className={cn(
                        "size-5 shrink-0 text-success",
                        choosing !== candidate.userId && "opacity-0",
                      )}
                      aria-hidden="true"
                    />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
