import type { SessionUser } from "@rollcall/shared/auth";
import { isManager } from "@rollcall/shared/roles";
import type { TradeStatus } from "@rollcall/shared/staffing";
import {
  OPEN_TRADE_STATUSES,
  TRADE_KIND_LABELS,
  TRADE_MESSAGES,
  TRADE_STATUS_LABELS,
  type Trade,
} from "@rollcall/shared/trades";
import { ArrowLeftRight, Inbox, type LucideIcon, Repeat2, Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { type TradeAction, useActOnTrade } from "../api/act-on-trade";
import { useTradeLedger } from "../api/get-trade-ledger";
import { useTrades } from "../api/get-trades";
import { LedgerSection } from "./ledger-section";
import { OfferTradeDialog, shiftText } from "./offer-trade-dialog";

const STATUS_VARIANT: Record<TradeStatus, "info" | "warning" | "success" | "danger" | "secondary"> = {
  offered: "info",
  accepted: "warning",
  approved: "success",
  declined: "danger",
  cancelled: "secondary",
};

const DONE: Record<TradeAction, string> = {
  accept: TRADE_MESSAGES.accepted,
  approve: TRADE_MESSAGES.approved,
  decline: TRADE_MESSAGES.declined,
  cancel: TRADE_MESSAGES.cancelled,
};
const FAILED: Record<TradeAction, string> = {
  accept: "Trade not accepted",
  approve: "Trade not approved",
  decline: "Trade not declined",
  cancel: "Trade not cancelled",
};

type Confirm = { trade: Trade; action: "decline" | "cancel" } | null;

/** The Trades tab of /scheduling: the trade board, my trades, the approval queue (officers) and my ledger. */
export function TradesTab({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  const manager = isManager(user);
  const trades = useTrades();
  const ledger = useTradeLedger();
  const act = useActOnTrade();
  const [offering, setOffering] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const list = trades.data ?? [];
  // Offers to me, and those to everyone that I could take (an officer's list holds every offer).
  const board = list.filter(
    (t) =>
      t.status === "offered" &&
      t.fromUserId !== user.id &&
      (t.toUserId === user.id || (t.toUserId === null && t.takeable !== false)),
  );
  const mine = list
    .filter((t) => t.fromUserId === user.id || t.takerId === user.id)
    .sort((x, y) => Number(isOpen(y)) - Number(isOpen(x)))
    .slice(0, 25);
  const awaiting = list.filter((t) => t.status === "accepted");

  const run = (trade: Trade, action: TradeAction) => {
    setBusy(`${trade.id}:${action}`);
    act.mutate(
      { id: trade.id, action },
      {
        onSuccess: (done) => {
          toast({
            title: DONE[action],
            description:
              action === "accept" && done.status === "accepted"
                ? "It waits for an officer's approval."
                : action === "accept" || action === "approve"
                  ? `${done.takerName} works ${done.shift.title}.`
                  : undefined,
          });
          setConfirm(null);
        },
        onError: (error) => toastError(FAILED[action], serverMessageOr(error, "Please try again.")),
        onSettled: () => setBusy(null),
      },
    );
  };
  const row = { timeZone, me: user.id };
  const pendingOn = (trade: Trade, action: TradeAction) => act.isPending && busy === `${trade.id}:${action}`;

  return (
    <div className="space-y-6">
      <QueryState
        query={[trades, ledger]}
        loadingLabel="Loading trades..."
        errorTitle="Trades could not be loaded"
      >
        {() => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="max-w-prose text-sm text-muted-foreground">
                Offer a shift to a colleague or to everyone qualified. Swaps and pay-back trades are kept in
                your trade ledger.
              </p>
              <Button onClick={() => setOffering(true)}>
                <Send aria-hidden="true" />
                Offer Trade
              </Button>
            </div>

            <TradeSection
              title="Trade Board"
              description="Shifts offered to you, or to everyone you qualify for."
              trades={board}
              row={row}
              empty={{ icon: Inbox, title: TRADE_MESSAGES.noBoard, text: TRADE_MESSAGES.noBoardText }}
              actions={(t) => (
                <Button onClick={() => run(t, "accept")} disabled={act.isPending}>
                  {pendingOn(t, "accept") ? "Accepting..." : "Accept"}
                </Button>
              )}
            />

            {manager ? (
              <TradeSection
                title="Awaiting Approval"
                description="Approving re-checks double-booking, certifications and minimum staffing, then moves the shift."
                trades={awaiting}
                row={row}
                empty={{ icon: Repeat2, title: TRADE_MESSAGES.noAwaiting }}
                actions={(t) => (
                  <>
                    <Button onClick={() => run(t, "approve")} disabled={act.isPending}>
                      {pendingOn(t, "approve") ? "Approving..." : "Approve"}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => setConfirm({ trade: t, action: "decline" })}
                      disabled={act.isPending}
                    >
                      Decline
                    </Button>
                  </>
                )}
              />
            ) : null}

            <TradeSection
              title="My Trades"
              description="Trades you offered or took, open ones first."
              trades={mine}
              row={row}
              empty={{ icon: ArrowLeftRight, title: TRADE_MESSAGES.noMine, text: TRADE_MESSAGES.noMineText }}
              actions={(t) =>
                t.fromUserId === user.id && isOpen(t) ? (
                  <Button
                    variant="outline"
                    onClick={() => setConfirm({ trade: t, action: "cancel" })}
                    disabled={act.isPending}
                  >
                    Cancel
                  </Button>
                ) : null
              }
            />

            <LedgerSection ledger={ledger.data} timeZone={timeZone} />
          </>
        )}
      </QueryState>

      <OfferTradeDialog open={offering} onClose={() => setOffering(false)} timeZone={timeZone} shift={null} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => open || setConfirm(null)}
        title={confirm?.action === "decline" ? "Decline Trade" : "Cancel Trade"}
        description={
          confirm?.action === "decline"
            ? "Decline this trade? The shift stays with its member, and both are notified."
            : "Cancel this trade? The shift stays yours."
        }
        confirmLabel={confirm?.action === "decline" ? "Decline" : "Cancel Trade"}
        pendingLabel={confirm?.action === "decline" ? "Declining..." : "Cancelling..."}
        pending={act.isPending}
        destructive
        onConfirm={() => confirm && run(confirm.trade, confirm.action)}
      >
        {confirm ? (
          <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
            {shiftText(confirm.trade.shift, timeZone)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** A titled list of trades, each with its buttons, or its empty state. */
function TradeSection({
  title,
  description,
  trades,
  row,
  empty,
  actions,
}: {
  title: string;
  description: string;
  trades: Trade[];
  row: { timeZone: string; me: string };
  empty: { icon: LucideIcon; title: string; text?: string };
  actions: (trade: Trade) => ReactNode;
}) {
  return (
    <SectionCard title={title} description={description}>
      {trades.length ? (
        <ul className="divide-y">
          {trades.map((t) => (
            <TradeRow key={t.id} trade={t} {...row}>
              {actions(t)}
            </TradeRow>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={empty.icon}
          headingLevel="h3"
          title={empty.title}
          description={empty.text}
          className="sm:py-10"
        />
      )}
    </SectionCard>
  );
}

const isOpen = (t: Trade) => OPEN_TRADE_STATUSES.includes(t.status);

/** Who gives the shift to whom, in the reader's words. */
export function parties(t: Trade, me: string) {
  const giver = t.fromUserId === me ? "You" : t.fromName;
  const taker = t.takerId ?? t.toUserId;
  const takerName = taker === me ? "you" : (t.takerName ?? t.toName ?? "everyone qualified");
  return `${giver} → ${takerName}`;
}

function TradeRow({
  trade: t,
  timeZone,
  me,
  children,
}: {
  trade: Trade;
  timeZone: string;
  me: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <article aria-label={`${t.shift.title}: ${parties(t, me)}`} className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <ArrowLeftRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">{parties(t, me)}</h3>
          <Badge variant="outline">{TRADE_KIND_LABELS[t.kind]}</Badge>
          <Badge variant={STATUS_VARIANT[t.status]}>{TRADE_STATUS_LABELS[t.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {shiftText(t.shift, timeZone)} · {t.shift.hours} h
        </p>
        {t.returnShift ? (
          <p className="text-sm text-muted-foreground">
            In return: {shiftText(t.returnShift, timeZone)} · {t.returnShift.hours} h
          </p>
        ) : null}
        {t.decidedByName && t.status !== "cancelled" ? (
          <p className="text-xs text-muted-foreground">
            {t.status === "declined" ? "Declined" : "Approved"} by {t.decidedByName}
          </p>
        ) : null}
        {t.note ? <p className="break-words text-sm">{t.note}</p> : null}
      </article>
      {children ? <div className="flex shrink-0 gap-2">{children}</div> : null}
    </li>
  );
}
