import type { OpenShiftDto } from "@rollcall/shared/scheduling";
import { Check, Clock, HandHelping, type LucideIcon, MapPin, X } from "lucide-react";
import type { ComponentType } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Heading } from "@/components/ui/heading";
import { ShiftStatusBadge } from "@/components/ui/shift-status-badge";
import { Spinner } from "@/components/ui/spinner";
import { type ToastInput, toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { formatTime } from "@/lib/dates";
import { useApproveShift } from "../api/approve-shift";
import { useDeclineShift } from "../api/decline-shift";
import type { useOpenShifts } from "../api/get-open-shifts";
import { usePickUpShift } from "../api/pick-up-shift";
import { dayLabel, localDay } from "../utils/time";

type OpenShiftsPanelProps = {
  query: ReturnType<typeof useOpenShifts>;
  timeZone: string;
  canManage: boolean;
  currentUserId: string;
  /** The workflows' buttons beside a shift waiting for someone, for managers (../workflows.ts). */
  openShiftActions?: { name: string; Action: ComponentType<{ shiftId: string }> }[];
};

const failure = (fallback: string) => (error: unknown) =>
  toastError(
    "Error",
    error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : fallback,
  );

type ShiftAction = {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/** Runs a pick-up, approval or decline with its success toast, or the server's reason (else the fallback). */
const run = (action: ShiftAction, id: string, done: ToastInput, failed: string) =>
  action.mutate(id, { onSuccess: () => toast(done), onError: failure(failed) });

function ActionButton({
  icon: Icon,
  label,
  variant = "default",
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  variant?: "default" | "outline";
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant={variant} className="h-11 sm:h-9" disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

/** Shifts waiting for someone: any member picks one up, a manager approves or declines the pick-up. */
export function OpenShiftsPanel({
  query,
  timeZone,
  canManage,
  currentUserId,
  openShiftActions = [],
}: OpenShiftsPanelProps) {
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
                <>
                  <ActionButton
                    icon={HandHelping}
                    label="Pick Up"
                    disabled={busy}
                    onClick={() =>
                      run(
                        pickUp,
                        shift.id,
                        { title: "Shift picked up", description: "A manager will review your pick-up." },
                        "Failed to pick up shift",
                      )
                    }
                  />
                  {canManage
                    ? openShiftActions.map(({ name, Action }) => <Action key={name} shiftId={shift.id} />)
                    : null}
                </>
              ) : canManage ? (
                <>
                  <ActionButton
                    icon={Check}
                    label="Approve"
                    disabled={busy}
                    onClick={() =>
                      run(approve, shift.id, { title: "Pick-up approved" }, "Failed to approve pick-up")
                    }
                  />
                  <ActionButton
                    icon={X}
                    label="Decline"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      run(
                        decline,
                        shift.id,
                        { title: "Pick-up declined", description: "The shift is open again." },
                        "Failed to decline pick-up",
                      )
                    }
                  />
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
          <Heading className="font-semibold text-foreground">{shift.title}</Heading>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="tabular-nums">
              {day}, {formatTime(shift.startTime, timeZone)}–{formatTime(shift.endTime, timeZone)}
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
