import type { OpenShiftDto } from "@rollcall/shared/scheduling";
import { Check, Clock, HandHelping, MapPin, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useApproveShift } from "../api/approve-shift";
import { useDeclineShift } from "../api/decline-shift";
import type { useOpenShifts } from "../api/get-open-shifts";
import { usePickUpShift } from "../api/pick-up-shift";
import { dayLabel, localDay, localTime } from "../utils/time";
import { ShiftStatusBadge } from "./shift-status-badge";

type OpenShiftsPanelProps = {
  query: ReturnType<typeof useOpenShifts>;
  timeZone: string;
  canManage: boolean;
  currentUserId: string;
};

const failure = (fallback: string) => (error: unknown) =>
  toastError(
    "Error",
    error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : fallback,
  );

/** Shifts waiting for someone: any member picks one up, a manager approves or declines the pick-up. */
export function OpenShiftsPanel({ query, timeZone, canManage, currentUserId }: OpenShiftsPanelProps) {
  const pickUp = usePickUpShift();
  const approve = useApproveShift();
  const decline = useDeclineShift();
  const busy = pickUp.isPending || approve.isPending || decline.isPending;

  if (query.isPending) return <Spinner label="Loading open shifts..." />;
  if (query.isError)
    return (
      <Card>
        <EmptyState
          icon={HandHelping}
          tone="danger"
          title="Open shifts could not be loaded"
          description={query.error.message}
        />
      </Card>
    );
  if (!query.data.length)
    return (
      <Card>
        <EmptyState
          icon={HandHelping}
          title="No open shifts"
          description="When a member requests coverage, the shift appears here for others to pick up."
        />
      </Card>
    );

  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {query.data.map((shift) => (
        <li key={shift.id}>
          <OpenShiftCard
            shift={shift}
            timeZone={timeZone}
            actions={
              shift.status === "open" ? (
                <Button
                  size="sm"
                  className="h-11 sm:h-9"
                  disabled={busy}
                  onClick={() =>
                    pickUp.mutate(shift.id, {
                      onSuccess: () =>
                        toast({
                          title: "Shift picked up",
                          description: "A manager will review your pick-up.",
                        }),
                      onError: failure("Failed to pick up shift"),
                    })
                  }
                >
                  <HandHelping aria-hidden="true" />
                  Pick Up
                </Button>
              ) : canManage ? (
                <>
                  <Button
                    size="sm"
                    className="h-11 sm:h-9"
                    disabled={busy}
                    onClick={() =>
                      approve.mutate(shift.id, {
                        onSuccess: () => toast({ title: "Pick-up approved" }),
                        onError: failure("Failed to approve pick-up"),
                      })
                    }
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="h-11 sm:h-9"
                    disabled={busy}
                    onClick={() =>
                      decline.mutate(shift.id, {
                        onSuccess: () =>
                          toast({ title: "Pick-up declined", description: "The shift is open again." }),
                        onError: failure("Failed to decline pick-up"),
                      })
                    }
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </>
              ) : shift.userId === currentUserId ? (
                <p className="text-sm text-muted-foreground">Waiting for a manager's approval</p>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}

function OpenShiftCard({
  shift,
  timeZone,
  actions,
}: {
  shift: OpenShiftDto;
  timeZone: string;
  actions: React.ReactNode;
}) {
  const day = dayLabel(localDay(shift.startTime, timeZone), "EEEE, MMM d");
  return (
    <article
      aria-label={shift.title}
      className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">{shift.title}</h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="tabular-nums">
              {day}, {localTime(shift.startTime, timeZone)}–{localTime(shift.endTime, timeZone)}
            </span>
          </p>
          {shift.assignment ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              {shift.assignment}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-end gap-1">
          <ShiftStatusBadge status={shift.status} />
          {shift.isPaid ? (
            <Badge variant="outline">Paid{shift.hourlyRate ? ` $${shift.hourlyRate}/hr` : ""}</Badge>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        {shift.requestedBy ? (
          <p>
            <span className="text-muted-foreground">Requested by </span>
            <span className="font-medium">
              {shift.requestedBy.firstName} {shift.requestedBy.lastName}
            </span>
            {shift.reason ? <span className="text-muted-foreground">: “{shift.reason}”</span> : null}
          </p>
        ) : null}
        {shift.status === "pending_approval" && shift.user ? (
          <p>
            <span className="text-muted-foreground">Picked up by </span>
            <span className="font-medium">
              {shift.user.firstName} {shift.user.lastName}
            </span>
          </p>
        ) : null}
      </div>
      {actions ? <div className="mt-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </article>
  );
}
