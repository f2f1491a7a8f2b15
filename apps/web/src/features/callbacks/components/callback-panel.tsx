import {
  CALLBACK_EVENT_LABELS,
  CALLBACK_MESSAGES,
  CALLBACK_OFFER_STATUS_LABELS,
  CALLBACK_STATUS_LABELS,
  type Callback,
  type CallbackMember,
  type CallbackOffer,
} from "@rollcall/shared/callbacks";
import { isManager } from "@rollcall/shared/roles";
import { CALLBACK_METHOD_LABELS, CALLBACK_MODE_LABELS } from "@rollcall/shared/staffing";
import { addDays, format, parseISO } from "date-fns";
import { Check, History, Inbox, ListOrdered, PhoneCall, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type DataColumn, ResponsiveTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useOpenShifts } from "@/features/scheduling";
import { useStaffingGaps } from "@/features/staffing";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDateTime, formatTimeRange, inZone, todayIn } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useAwardCallback } from "../api/award-callback";
import { useChargeCallback } from "../api/charge-callback";
import { useCloseCallback } from "../api/close-callback";
import { useCallbackDetail } from "../api/get-callback";
import { useCallbacks } from "../api/get-callbacks";
import { useRespondCallback } from "../api/respond-callback";
import { StartCallbackButton, StartGapCallbackButton } from "./start-callback-button";

const name = (m: CallbackMember | null) => (m ? `${m.firstName} ${m.lastName}`.trim() : "A former member");
const shiftWhen = (cb: Pick<Callback, "shift">, timeZone: string) =>
  `${format(inZone(cb.shift.startTime, timeZone), "EEE, MMM d")} · ${formatTimeRange(cb.shift.startTime, cb.shift.endTime, timeZone)}`;

/** The current minute, refreshed every 30 seconds (answer countdowns). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function timeLeft(expiresAt: string | null, now: number) {
  if (!expiresAt) return "";
  const minutes = Math.ceil((Date.parse(expiresAt) - now) / 60_000);
  if (minutes <= 0) return "Time is up";
  if (minutes < 60) return `${minutes} min left to answer`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${minutes % 60} min left to answer`;
}

const STATUS_VARIANT = {
  open: "info",
  awarded: "success",
  closed: "secondary",
  cancelled: "secondary",
} as const;
const OFFER_VARIANT = {
  waiting: "outline",
  offered: "info",
  accepted: "success",
  declined: "danger",
  no_answer: "warning",
  awarded: "success",
} as const;

/**
 * The scheduling page's "Call-back" tab. Managers: the shifts that need filling with "Start Call-back", and each
 * call-back's ordered list (award, charge, close, history). Everyone: the offers made to them, to accept or
 * decline before the time runs out.
 */
export function CallbackPanel({ timeZone }: { timeZone: string }) {
  const { user } = useUser();
  const callbacks = useCallbacks();
  if (!user) return null;
  const manager = isManager(user);
  return (
    <div className="grid gap-6">
      <OffersForYou query={callbacks} userId={user.id} timeZone={timeZone} />
      {manager ? (
        <>
          <NeedsFilling timeZone={timeZone} callbacks={callbacks.data ?? []} />
          <CallbackList query={callbacks} timeZone={timeZone} />
        </>
      ) : null}
    </div>
  );
}

function OffersForYou({
  query,
  userId,
  timeZone,
}: {
  query: ReturnType<typeof useCallbacks>;
  userId: string;
  timeZone: string;
}) {
  const respond = useRespondCallback();
  const now = useNow();
  const mine = (query.data ?? []).flatMap((cb) => {
    const offer = cb.offers.find((o) => o.userId === userId);
    return offer && cb.status === "open" && offer.status === "offered" ? [{ cb, offer }] : [];
  });
  const answer = (id: string, accept: boolean) =>
    respond.mutate(
      { id, accept },
      {
        onSuccess: () => toast({ title: accept ? CALLBACK_MESSAGES.accepted : CALLBACK_MESSAGES.declined }),
        onError: (error) => toastError("Error", serverMessageOr(error, "Failed to answer the offer")),
      },
    );
  return (
    <SectionCard
      title="Offers for You"
      description="Overtime shifts offered to you. Answer before the time runs out."
    >
      <QueryState
        query={query}
        framed={false}
        loadingLabel="Loading offers..."
        errorTitle="Offers could not be loaded"
        empty={{ when: mine.length === 0, icon: Inbox, title: CALLBACK_MESSAGES.noOffers }}
      >
        {() => (
          <ul className="divide-y">
            {mine.map(({ cb, offer }) => (
              <li
                key={cb.id}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{cb.shift.title}</p>
                  <p className="text-sm text-muted-foreground">{shiftWhen(cb, timeZone)}</p>
                  <p className="mt-1 text-sm font-medium text-yellow-900">{timeLeft(offer.expiresAt, now)}</p>
                </div>
                <div className="grid grid-cols-2 gap-2 sm:flex">
                  <Button
                    className="h-11 sm:h-9"
                    disabled={respond.isPending}
                    onClick={() => answer(cb.id, true)}
                  >
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    variant="outline"
                    className="h-11 sm:h-9"
                    disabled={respond.isPending}
                    onClick={() => answer(cb.id, false)}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** Open shifts not yet called back, with the week's staffing gaps they answer. */
function NeedsFilling({ timeZone, callbacks }: { timeZone: string; callbacks: Callback[] }) {
  const openShifts = useOpenShifts();
  const today = todayIn(timeZone);
  const gaps = useStaffingGaps(today, format(addDays(parseISO(today), 6), "yyyy-MM-dd"));
  const calledBack = new Set(callbacks.filter((c) => c.status === "open").map((c) => c.shift.id));
  const shifts = (openShifts.data ?? []).filter(
    (s) => s.status === "open" && Date.parse(s.startTime) > Date.now(),
  );
  const gapsOf = (s: { startTime: string; endTime: string }) =>
    (gaps.data ?? []).filter((g) => g.start < s.endTime && g.end > s.startTime);
  const uncovered = (gaps.data ?? []).filter(
    (g) =>
      !shifts.some(
        (s) => Date.parse(g.start) < Date.parse(s.endTime) && Date.parse(g.end) > Date.parse(s.startTime),
      ),
  );
  return (
    <SectionCard
      title="Needs Filling"
      description="Open shifts, and this week's staffing gaps. Start a call-back to offer a shift in the agency's order."
    >
      <QueryState
        query={openShifts}
        framed={false}
        loadingLabel="Loading open shifts..."
        errorTitle="Open shifts could not be loaded"
        empty={{
          when: shifts.length === 0 && uncovered.length === 0,
          icon: PhoneCall,
          title: "Nothing needs filling",
          description: "No open shift and no staffing gap this week.",
        }}
      >
        {() => (
          <ul className="divide-y">
            {shifts.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{s.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {shiftWhen({ shift: s }, timeZone)}
                    {s.requestedBy
                      ? ` · coverage asked by ${s.requestedBy.firstName} ${s.requestedBy.lastName}`
                      : ""}
                  </p>
                  {gapsOf(s).map((g) => (
                    <p key={`${g.ruleId}-${g.start}`} className="text-sm text-red-800">
                      {g.text}
                    </p>
                  ))}
                </div>
                {calledBack.has(s.id) ? (
                  <Badge variant="info">Call-back open</Badge>
                ) : (
                  <StartCallbackButton shiftId={s.id} />
                )}
              </li>
            ))}
            {uncovered.map((g) => (
              <li
                key={`${g.ruleId}-${g.start}`}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-red-800">{g.text}</p>
                  <p className="text-sm text-muted-foreground">
                    {g.ruleName} · {format(inZone(g.start, timeZone), "EEE, MMM d")} ·{" "}
                    {formatTimeRange(g.start, g.end, timeZone)}. No open shift covers this gap yet.
                  </p>
                </div>
                {Date.parse(g.start) > Date.now() ? <StartGapCallbackButton gap={g} /> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

function CallbackList({ query, timeZone }: { query: ReturnType<typeof useCallbacks>; timeZone: string }) {
  const list = [...(query.data ?? [])].sort(
    (a, b) =>
      Number(b.status === "open") - Number(a.status === "open") || b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <section aria-labelledby="callbacks-heading" className="grid gap-3">
      <div>
        <h2 id="callbacks-heading" className="text-base font-semibold">
          Call-backs
        </h2>
        <p className="text-sm text-muted-foreground">
          Each list in offer order, with why each member stands there and every answer.
        </p>
      </div>
      <QueryState
        query={query}
        loadingLabel="Loading call-backs..."
        errorTitle="Call-backs could not be loaded"
        empty={{
          when: list.length === 0,
          icon: PhoneCall,
          title: CALLBACK_MESSAGES.noCallbacks,
          description: "Start one from an open shift above.",
        }}
      >
        {() => (
          <ul className="grid gap-4">
            {list.map((cb) => (
              <li key={cb.id}>
                <CallbackCard cb={cb} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function CallbackCard({ cb, timeZone }: { cb: Callback; timeZone: string }) {
  const award = useAwardCallback();
  const charge = useChargeCallback();
  const close = useCloseCallback();
  const [closing, setClosing] = useState(false);
  const [history, setHistory] = useState(false);
  // A finished call-back's list folds away (it stays one click from the record); an open one shows it.
  const [listShown, setListShown] = useState(cb.status === "open");
  const showList = listShown || cb.status === "open";
  const busy = award.isPending || charge.isPending || close.isPending;
  const open = cb.status === "open";
  const fail = (fallback: string) => (error: unknown) =>
    toastError("Error", serverMessageOr(error, fallback));

  /** Award or Charge on a member's row (`to`: the words before the name, for screen readers). */
  const memberButton = (
    o: CallbackOffer,
    label: string,
    to: string,
    action: typeof award,
    done: string,
    failed: string,
  ) => (
    <Button
      size="sm"
      variant="outline"
      className="h-11 md:h-8"
      disabled={busy}
      aria-label={`${to} ${name(o.member)}`}
      onClick={() =>
        action.mutate(
          { id: cb.id, userId: o.userId },
          { onSuccess: () => toast({ title: done }), onError: fail(failed) },
        )
      }
    >
      {label}
    </Button>
  );
  const actions = (o: CallbackOffer) => (
    <div className="flex flex-wrap justify-end gap-2">
      {open && o.status !== "declined"
        ? memberButton(o, "Award", "Award to", award, CALLBACK_MESSAGES.awarded, "Failed to award")
        : null}
      {(o.status === "declined" || o.status === "no_answer") && !o.charged
        ? memberButton(o, "Charge", "Charge", charge, CALLBACK_MESSAGES.charged, "Failed to charge")
        : null}
    </div>
  );
  const status = (o: CallbackOffer) => (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={OFFER_VARIANT[o.status]}>
        {!open && (o.status === "waiting" || o.status === "offered")
          ? "Not reached"
          : CALLBACK_OFFER_STATUS_LABELS[o.status]}
      </Badge>
      {o.charged ? <Badge variant="warning">Charged</Badge> : null}
    </span>
  );
  const moment = (v: string | null) => (v ? formatDateTime(v, timeZone) : "—");
  const columns: DataColumn<CallbackOffer>[] = [
    { header: "#", className: "w-10", cell: (o) => <span className="tabular-nums">{o.position}</span> },
    { header: "Member", rowHeader: true, cell: (o) => <span className="font-medium">{name(o.member)}</span> },
    { header: "Why Here", cell: (o) => <span className="text-muted-foreground">{o.reason}</span> },
    { header: "Status", cell: status },
    { header: "Offered", cell: (o) => <span className="tabular-nums">{moment(o.offeredAt)}</span> },
    { header: "Answered", cell: (o) => <span className="tabular-nums">{moment(o.respondedAt)}</span> },
    { header: <span className="sr-only">Actions</span>, align: "right", cell: actions },
  ];

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{cb.shift.title}</h3>
            <Badge variant={STATUS_VARIANT[cb.status]}>{CALLBACK_STATUS_LABELS[cb.status]}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">{shiftWhen(cb, timeZone)}</p>
          <p className="text-sm text-muted-foreground">
            {CALLBACK_METHOD_LABELS[cb.method]} · {CALLBACK_MODE_LABELS[cb.mode]} · {cb.responseMinutes} min
            to answer · started by {name(cb.startedBy)}
          </p>
          {cb.awardedTo ? (
            <p className="mt-1 text-sm font-medium text-green-800">
              Awarded to {name(cb.awardedTo)}
              {cb.awardedAt ? ` on ${formatDateTime(cb.awardedAt, timeZone)}` : ""}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          {open ? null : (
            <Button
              variant="outline"
              className="h-11 sm:h-9"
              onClick={() => setListShown((v) => !v)}
              aria-expanded={showList}
            >
              <ListOrdered aria-hidden="true" />
              {showList ? "Hide List" : `List (${cb.offers.length})`}
            </Button>
          )}
          <Button
            variant="outline"
            className="h-11 sm:h-9"
            onClick={() => setHistory((v) => !v)}
            aria-expanded={history}
          >
            <History aria-hidden="true" />
            {history ? "Hide History" : "History"}
          </Button>
          {open ? (
            <Button
              variant="outline"
              className="h-11 sm:h-9"
              disabled={busy}
              onClick={() => setClosing(true)}
            >
              Close
            </Button>
          ) : null}
        </div>
      </div>
      {showList ? (
        <div className="p-3 sm:p-4">
          <ResponsiveTable
            caption={`Call-back list for ${cb.shift.title}`}
            columns={columns}
            rows={cb.offers}
            rowKey={(o) => o.id}
            itemLabel={(o) => `${o.position}. ${name(o.member)}`}
          >
            {(o) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {o.position}. {name(o.member)}
                    </p>
                    <p className="text-sm text-muted-foreground">{o.reason}</p>
                  </div>
                  {status(o)}
                </div>
                <p className="text-xs text-muted-foreground">
                  Offered {moment(o.offeredAt)} · Answered {moment(o.respondedAt)}
                </p>
                {actions(o)}
              </>
            )}
          </ResponsiveTable>
        </div>
      ) : null}
      {history ? <CallbackHistory id={cb.id} timeZone={timeZone} /> : null}
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Close Call-back"
        description={
          cb.mode === "all_at_once" ? CALLBACK_MESSAGES.closeConfirmAllAtOnce : CALLBACK_MESSAGES.closeConfirm
        }
        confirmLabel="Close Call-back"
        pendingLabel="Closing..."
        pending={close.isPending}
        onConfirm={() =>
          close.mutate(cb.id, {
            onSuccess: (done) => {
              setClosing(false);
              toast({
                title: CALLBACK_MESSAGES.closed,
                description: done.awardedTo ? `Awarded to ${name(done.awardedTo)}.` : "No award was made.",
              });
            },
            onError: fail("Failed to close the call-back"),
          })
        }
      />
    </Card>
  );
}

function CallbackHistory({ id, timeZone }: { id: string; timeZone: string }) {
  const detail = useCallbackDetail(id);
  if (detail.isPending) return <Spinner label="Loading history..." />;
  if (detail.isError)
    return <EmptyState icon={History} tone="danger" headingLevel="h3" title="History could not be loaded" />;
  return (
    <ol className="grid gap-2 border-t px-5 py-4 text-sm sm:px-6" aria-label="Call-back history">
      {detail.data.events.map((e) => (
        <li key={e.id} className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
          <span className="tabular-nums text-muted-foreground">{formatDateTime(e.at, timeZone)}</span>
          <span>
            <span className="font-medium">{CALLBACK_EVENT_LABELS[e.kind]}</span>
            {e.member ? ` · ${name(e.member)}` : ""}
            {e.actor && e.actor.id !== e.member?.id ? ` · by ${name(e.actor)}` : ""}
            {e.note ? <span className="text-muted-foreground"> · {e.note}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
