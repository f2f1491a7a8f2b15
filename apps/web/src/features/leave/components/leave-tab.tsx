import type { SessionUser } from "@rollcall/shared/auth";
import { LEAVE_MESSAGES, type LeaveRequest } from "@rollcall/shared/leave";
import { isManager } from "@rollcall/shared/roles";
import { LEAVE_TYPE_LABELS, LEAVE_TYPES } from "@rollcall/shared/staffing";
import { CalendarCheck, CalendarClock, Inbox, Plane, ScrollText } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDate, todayIn } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useDecideLeaveRequest } from "../api/decide-leave-request";
import { useLeaveBalances } from "../api/get-leave-balances";
import { useLeaveRequests } from "../api/get-leave-requests";
import { ApproveLeaveDialog } from "./approve-leave-dialog";
import { BalancesSection } from "./balances-section";
import { hoursText, LeaveStatusBadge, leaveDates, leaveTitle } from "./leave-format";
import { LedgerDialog, type LedgerOf } from "./ledger-dialog";
import { RequestLeaveDialog } from "./request-leave-dialog";

type Confirm = { request: LeaveRequest; status: "denied" | "cancelled" } | null;

/** The Leave tab of /scheduling: my balances and requests; for officers and admins the queue and balances. */
export function LeaveTab({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  const manager = isManager(user);
  const today = todayIn(timeZone);
  const mine = useLeaveRequests({ userId: user.id });
  const pending = useLeaveRequests({ status: "pending" }, manager);
  const upcoming = useLeaveRequests({ status: "approved", startDate: today }, manager);
  const balances = useLeaveBalances();
  const decide = useDecideLeaveRequest();
  const [requesting, setRequesting] = useState(false);
  const [approving, setApproving] = useState<LeaveRequest | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [ledgerOf, setLedgerOf] = useState<LedgerOf | null>(null);

  const balanceOf = (userId: string) => balances.data?.find((b) => b.userId === userId);
  const myBalance = balanceOf(user.id);
  const queries = manager ? [mine, pending, upcoming, balances] : [mine, balances];
  const soonestFirst = (list: LeaveRequest[] | undefined) =>
    [...(list ?? [])].sort(
      (x, y) => x.startDate.localeCompare(y.startDate) || x.userName.localeCompare(y.userName),
    );

  const runConfirm = () => {
    if (!confirm) return;
    const { request, status } = confirm;
    decide.mutate(
      { id: request.id, status },
      {
        onSuccess: () => {
          toast({ title: status === "denied" ? LEAVE_MESSAGES.denied : LEAVE_MESSAGES.cancelled });
          setConfirm(null);
        },
        onError: (error) =>
          toastError(
            status === "denied" ? "Leave not denied" : "Leave not cancelled",
            serverMessageOr(error, "Please try again."),
          ),
      },
    );
  };

  return (
    <div className="space-y-6">
      <QueryState query={queries} loadingLabel="Loading leave..." errorTitle="Leave could not be loaded">
        {() => (
          <>
            <section aria-labelledby="my-balances" className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="my-balances" className="text-base font-semibold">
                  My Balances
                </h2>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    onClick={() => setLedgerOf({ userName: myBalance?.userName ?? "" })}
                  >
                    <ScrollText aria-hidden="true" />
                    View Ledger
                  </Button>
                  <Button onClick={() => setRequesting(true)}>
                    <Plane aria-hidden="true" />
                    Request Leave
                  </Button>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {LEAVE_TYPES.map((t) => (
                  <div key={t} className="rounded-lg border bg-card p-4 shadow-sm">
                    <dt className="text-sm text-muted-foreground">{LEAVE_TYPE_LABELS[t]}</dt>
                    <dd className="mt-1 text-2xl font-semibold tabular-nums">
                      {hoursText(myBalance?.hours[t] ?? 0)}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>

            {manager ? (
              <SectionCard
                title="Waiting for a Decision"
                description="Approving checks minimum staffing first and opens the member's shifts in those days."
              >
                {pending.data?.length ? (
                  <ul className="divide-y">
                    {soonestFirst(pending.data).map((r) => (
                      <RequestRow
                        key={r.id}
                        request={r}
                        showName
                        balanceHours={balanceOf(r.userId)?.hours[r.type]}
                      >
                        <Button onClick={() => setApproving(r)}>Approve</Button>
                        <Button
                          variant="outline"
                          onClick={() => setConfirm({ request: r, status: "denied" })}
                        >
                          Deny
                        </Button>
                      </RequestRow>
                    ))}
                  </ul>
                ) : (
                  <EmptyState
                    icon={Inbox}
                    headingLevel="h3"
                    title={LEAVE_MESSAGES.noPending}
                    className="sm:py-10"
                  />
                )}
              </SectionCard>
            ) : null}

            {manager ? (
              <SectionCard
                title="Upcoming Leave"
                description="Approved leave from today on: who is away, soonest first."
              >
                {upcoming.data?.length ? (
                  <ul className="divide-y">
                    {soonestFirst(upcoming.data).map((r) => (
                      <RequestRow key={r.id} request={r} showName>
                        {r.startDate > today ? (
                          <Button
                            variant="outline"
                            onClick={() => setConfirm({ request: r, status: "cancelled" })}
                          >
                            Cancel Leave
                          </Button>
                        ) : null}
                      </RequestRow>
                    ))}
                  </ul>
                ) : (
                  <EmptyState
                    icon={CalendarCheck}
                    headingLevel="h3"
                    title={LEAVE_MESSAGES.noUpcoming}
                    className="sm:py-10"
                  />
                )}
              </SectionCard>
            ) : null}

            <SectionCard title="My Leave" description="Your requests, newest dates first.">
              {mine.data?.length ? (
                <ul className="divide-y">
                  {mine.data.map((r) => {
                    const cancellable =
                      r.status === "pending" || (r.status === "approved" && r.startDate > today);
                    return (
                      <RequestRow key={r.id} request={r}>
                        {cancellable ? (
                          <Button
                            variant="outline"
                            onClick={() => setConfirm({ request: r, status: "cancelled" })}
                          >
                            Cancel Request
                          </Button>
                        ) : null}
                      </RequestRow>
                    );
                  })}
                </ul>
              ) : (
                <EmptyState
                  icon={CalendarClock}
                  headingLevel="h3"
                  title={LEAVE_MESSAGES.noRequests}
                  description={LEAVE_MESSAGES.noRequestsText}
                  className="sm:py-10"
                />
              )}
            </SectionCard>

            {manager ? (
              <BalancesSection
                balances={balances.data ?? []}
                onLedger={(b) =>
                  // A manager's own row is their own ledger too, as the View Ledger button opens it.
                  setLedgerOf(
                    b.userId === user.id
                      ? { userName: b.userName }
                      : { userId: b.userId, userName: b.userName },
                  )
                }
              />
            ) : null}
          </>
        )}
      </QueryState>

      <RequestLeaveDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        balance={myBalance}
        today={today}
      />
      <LedgerDialog of={ledgerOf} onClose={() => setLedgerOf(null)} />
      <ApproveLeaveDialog
        request={approving}
        balanceHours={approving ? balanceOf(approving.userId)?.hours[approving.type] : undefined}
        onClose={() => setApproving(null)}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => open || setConfirm(null)}
        title={confirm?.status === "denied" ? "Deny Leave" : "Cancel Leave"}
        description={
          confirm?.status === "denied"
            ? `Deny ${confirm.request.userName}'s ${leaveTitle(confirm.request)}? They are notified.`
            : confirm?.request.status === "approved"
              ? "Cancel this approved leave? Its hours go back to the balance; shifts already opened stay open."
              : "Cancel this leave request?"
        }
        confirmLabel={confirm?.status === "denied" ? "Deny" : "Cancel Leave"}
        pendingLabel={confirm?.status === "denied" ? "Denying..." : "Cancelling..."}
        pending={decide.isPending}
        destructive
        onConfirm={runConfirm}
      >
        {confirm ? (
          <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
            {leaveTitle(confirm.request)} · {leaveDates(confirm.request)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

function RequestRow({
  request: r,
  showName = false,
  balanceHours,
  children,
}: {
  request: LeaveRequest;
  showName?: boolean;
  /** Shown beside what the request costs (the queue: is there enough?). */
  balanceHours?: number;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <article
        aria-label={`${showName ? `${r.userName}: ` : ""}${leaveTitle(r)}, ${leaveDates(r)}`}
        className="min-w-0 space-y-1"
      >
        <div className="flex flex-wrap items-center gap-2">
          <CalendarCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">{showName ? r.userName : leaveTitle(r)}</h3>
          <LeaveStatusBadge status={r.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {showName ? `${leaveTitle(r)} · ` : ""}
          {leaveDates(r)} · {hoursText(r.hours)}
          {balanceHours !== undefined ? ` of ${hoursText(balanceHours)} left` : ""}
          {r.decidedByName && r.decidedAt && r.status !== "pending"
            ? ` · ${r.status === "cancelled" ? "cancelled" : r.status} by ${r.decidedByName}, ${formatDate(r.decidedAt)}`
            : ""}
        </p>
        {r.notes ? <p className="break-words text-sm">{r.notes}</p> : null}
      </article>
      {children ? <div className="flex shrink-0 gap-2">{children}</div> : null}
    </li>
  );
}
