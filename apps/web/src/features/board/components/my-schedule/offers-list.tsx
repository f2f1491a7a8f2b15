import { BOARD_MESSAGES } from "@rollcall/shared/board";
import type { Callback } from "@rollcall/shared/callbacks";
import {
  OPEN_TRADE_STATUSES,
  TRADE_KIND_LABELS,
  TRADE_STATUS_LABELS,
  type Trade,
} from "@rollcall/shared/trades";
import { format } from "date-fns";
import { ArrowLeftRight, ChevronRight, Inbox, type LucideIcon, PhoneCall } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useCallbacks } from "@/features/callbacks";
import { tradeParties, useTrades } from "@/features/trades";
import { formatTime, formatTimeRange, inZone } from "@/lib/dates";

type Shift = { title: string; startTime: string; endTime: string };
const when = (shift: Shift, timeZone: string) =>
  `${format(inZone(shift.startTime, timeZone), "EEE, MMM d")} · ${formatTimeRange(shift.startTime, shift.endTime, timeZone)}`;

/** My trades still open (offered by me, to me, or taken by me and awaiting approval), soonest first. */
export function myOpenTrades(trades: Trade[], me: string) {
  return trades
    .filter(
      (t) =>
        OPEN_TRADE_STATUSES.includes(t.status) &&
        (t.fromUserId === me || t.toUserId === me || t.takerId === me),
    )
    .sort((a, b) => Date.parse(a.shift.startTime) - Date.parse(b.shift.startTime));
}

/** The open call-backs offering me a shift now, waiting for my answer. */
export function myCallbackOffers(callbacks: Callback[], me: string) {
  return callbacks.flatMap((cb) => {
    const offer = cb.offers.find((o) => o.userId === me);
    return cb.status === "open" && offer?.status === "offered" ? [{ cb, offer }] : [];
  });
}

/**
 * My open trades and the call-back offers waiting for me, in one short list; each leads to the tab that acts
 * on it (Trades, Call-back).
 */
export function OffersList({ userId, timeZone }: { userId: string; timeZone: string }) {
  const trades = useTrades();
  const callbacks = useCallbacks();
  const offers = myCallbackOffers(callbacks.data ?? [], userId);
  const open = myOpenTrades(trades.data ?? [], userId);
  return (
    <SectionCard title={BOARD_MESSAGES.offersAndTrades} description={BOARD_MESSAGES.offersAndTradesText}>
      <QueryState
        query={[trades, callbacks]}
        framed={false}
        loadingLabel="Loading trades and call-backs..."
        errorTitle="Trades and call-backs could not be loaded"
        empty={{ when: offers.length + open.length === 0, icon: Inbox, title: BOARD_MESSAGES.noOffers }}
      >
        {() => (
          <ul className="divide-y">
            {offers.map(({ cb, offer }) => (
              <OfferRow
                key={cb.id}
                to="?tab=callback"
                icon={PhoneCall}
                title={cb.shift.title}
                detail={when(cb.shift, timeZone)}
                action={BOARD_MESSAGES.answerCallback}
                badges={<Badge variant="warning">{BOARD_MESSAGES.callbackOffer}</Badge>}
                note={offer.expiresAt ? `Answer by ${formatTime(offer.expiresAt, timeZone)}` : null}
              />
            ))}
            {open.map((t) => (
              <OfferRow
                key={t.id}
                to="?tab=trades"
                icon={ArrowLeftRight}
                title={t.shift.title}
                detail={`${tradeParties(t, userId)} · ${when(t.shift, timeZone)}`}
                action={BOARD_MESSAGES.openTrades}
                badges={
                  <>
                    <Badge variant="outline">{TRADE_KIND_LABELS[t.kind]}</Badge>
                    <Badge variant={t.status === "accepted" ? "warning" : "info"}>
                      {TRADE_STATUS_LABELS[t.status]}
                    </Badge>
                  </>
                }
              />
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

function OfferRow({
  to,
  icon: Icon,
  title,
  detail,
  badges,
  note,
  action,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  detail: string;
  badges: ReactNode;
  note?: string | null;
  action: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex min-h-16 items-center gap-3 px-5 py-3.5 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-100 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="break-words font-semibold text-foreground">{title}</span>
            {badges}
          </span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{detail}</span>
          {note ? <span className="mt-0.5 block text-sm font-medium text-yellow-900">{note}</span> : null}
        </span>
        <span className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-primary sm:inline-flex lg:hidden">
          {action}
        </span>
        <ChevronRight
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </li>
  );
}
