import { LEAVE_MESSAGES, type LeaveRequest } from "@rollcall/shared/leave";
import { LEAVE_TYPE_LABELS } from "@rollcall/shared/staffing";
import { AlertTriangle, CalendarX2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { Spinner } from "@/components/ui/spinner";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useDecideLeaveRequest } from "../api/decide-leave-request";
import { useLeaveImpact } from "../api/get-leave-impact";
import { hoursText, leaveDates, leaveDrawText, leaveTitle } from "./leave-format";

type ApproveLeaveDialogProps = {
  request: LeaveRequest | null;
  /** The member's balance of the request's type, in hours, when known. */
  balanceHours: number | undefined;
  onClose: () => void;
};

/**
 * Approve a leave request: what it draws, which shifts become open, and, read from the staffing rules, the
 * gaps it would leave (a warning: approval is still allowed).
 */
export function ApproveLeaveDialog({ request, balanceHours, onClose }: ApproveLeaveDialogProps) {
  const impact = useLeaveImpact(request?.id ?? null);
  const decide = useDecideLeaveRequest();
  const approve = () => {
    if (!request) return;
    decide.mutate(
      { id: request.id, status: "approved" },
      {
        onSuccess: (r) => {
          toast({
            title: LEAVE_MESSAGES.approved,
            description: `${r.userName}: ${leaveTitle(r)}, ${leaveDates(r)}.`,
          });
          onClose();
        },
        onError: (error) => toastError("Leave not approved", serverMessageOr(error, "Please try again.")),
      },
    );
  };
  // What approval draws now (the schedule may have changed since the request); the request's figure meanwhile.
  const hours = impact.data?.draw.hours ?? request?.hours ?? 0;
  const short = request && balanceHours !== undefined && balanceHours < hours;
  const gaps = impact.data?.gaps ?? [];

  return (
    <TitledDialog
      open={request !== null}
      onClose={() => (decide.isPending ? undefined : onClose())}
      title="Approve Leave"
      description={request ? `${request.userName} · ${leaveTitle(request)} · ${leaveDates(request)}` : ""}
      className="max-w-lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button onClick={approve} disabled={decide.isPending || impact.isPending}>
            <PendingLabel pending={decide.isPending} pendingText="Approving...">
              {gaps.length ? "Approve Anyway" : "Approve"}
            </PendingLabel>
          </Button>
        </>
      }
    >
      {request ? (
        <div className="grid gap-3 text-sm">
          <dl className="grid grid-cols-2 gap-3 rounded-md border bg-muted/40 p-3">
            <div>
              <dt className="text-xs text-muted-foreground">Draws from {LEAVE_TYPE_LABELS[request.type]}</dt>
              <dd className="font-semibold tabular-nums">{hoursText(hours)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Balance now</dt>
              <dd className={short ? "font-semibold text-danger tabular-nums" : "font-semibold tabular-nums"}>
                {balanceHours === undefined ? "—" : hoursText(balanceHours)}
              </dd>
            </div>
          </dl>
          {short ? (
            <p className="text-danger">The balance is short: approval will be refused until it is raised.</p>
          ) : null}
          {request.notes ? (
            <p className="rounded-md border-l-4 border-muted-foreground/30 bg-muted/30 px-3 py-2 italic">
              “{request.notes}”
            </p>
          ) : null}
          {impact.isPending ? (
            <Spinner label="Checking minimum staffing..." className="py-4" />
          ) : impact.isError ? (
            <p className="text-muted-foreground">Minimum staffing could not be checked.</p>
          ) : (
            <>
              <p className="flex items-center gap-2 text-muted-foreground">
                <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
                {impact.data ? leaveDrawText(request.userName, impact.data) : null}
              </p>
              {gaps.length ? (
                <div
                  role="alert"
                  className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-yellow-900"
                >
                  <p className="flex items-center gap-2 font-semibold">
                    <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
                    Minimum staffing
                  </p>
                  <ul className="mt-1.5 grid gap-1 pl-6">
                    {gaps.map((g) => (
                      <li key={g.message} className="list-disc">
                        {g.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-success">No minimum staffing rule falls short.</p>
              )}
            </>
          )}
        </div>
      ) : null}
    </TitledDialog>
  );
}
