import { zodResolver } from "@hookform/resolvers/zod";
import { TRADE_KINDS } from "@rollcall/shared/staffing";
import {
  TRADE_KIND_HINTS,
  TRADE_KIND_LABELS,
  TRADE_MESSAGES,
  type TradeFormInput,
  type TradeFormValues,
  tradeFormSchema,
} from "@rollcall/shared/trades";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { SelectField, TextareaField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type UpcomingShift, useMyUpcomingShifts } from "@/features/scheduling";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDateTime, formatTime, todayIn } from "@/lib/dates";
import { serverMessageOr } from "@/lib/form-errors";
import { useUser } from "@/lib/session";
import { useTradeEligible } from "../api/get-trade-eligible";
import { useTrades } from "../api/get-trades";
import { useOfferTrade } from "../api/offer-trade";
import { openTradeShiftIds } from "./trade-mark";

/** A shift to offer, as the schedule's card or the member's upcoming list gives it. */
export type OfferableShift = Pick<UpcomingShift, "id" | "title" | "startTime" | "endTime" | "userId">;

type OfferTradeDialogProps = {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  /** Opened from a shift's menu: that shift. From the Trades tab: none (the member picks one of theirs). */
  shift: OfferableShift | null;
};

export const shiftText = (s: Pick<UpcomingShift, "title" | "startTime" | "endTime">, timeZone: string) =>
  `${s.title} · ${formatDateTime(s.startTime, timeZone)}–${formatTime(s.endTime, timeZone)}`;

/** "Offer Trade": which shift, to whom (a colleague or everyone qualified), the kind, a return shift for a swap. */
export function OfferTradeDialog({ open, onClose, ...rest }: OfferTradeDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Offer Trade"
      description="Your colleague accepts; an officer approves when your agency requires it. The shift then moves to them."
      className="max-w-lg"
    >
      {open ? <OfferTradeForm onDone={onClose} {...rest} /> : null}
    </TitledDialog>
  );
}

function OfferTradeForm({
  onDone,
  timeZone,
  shift,
}: Omit<OfferTradeDialogProps, "open" | "onClose"> & { onDone: () => void }) {
  const { user } = useUser();
  const today = todayIn(timeZone);
  const owner = shift?.userId ?? user?.id;
  const mine = useMyUpcomingShifts({ userId: owner ?? undefined, from: today, enabled: !shift });
  // One open trade per shift: a shift already offered is not offered again.
  const offered = openTradeShiftIds(useTrades().data);
  const offerable = (mine.data ?? []).filter((s) => !offered.has(s.id));
  const alreadyOffered = !!shift && offered.has(shift.id);
  const form = useForm<TradeFormInput, unknown, TradeFormValues>({
    resolver: zodResolver(tradeFormSchema),
    defaultValues: { shiftId: shift?.id ?? "", toUserId: "", kind: "giveaway", returnShiftId: "", note: "" },
  });
  const kind = form.watch("kind");
  const shiftId = form.watch("shiftId");
  // Only colleagues who could take it: none already on this shift or an overlapping one.
  const eligible = useTradeEligible(shiftId || undefined);
  const toUserId = form.watch("toUserId") ?? "";
  const theirs = useMyUpcomingShifts({
    userId: toUserId || undefined,
    from: today,
    enabled: kind === "swap" && !!toUserId,
  });
  const offer = useOfferTrade();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const made = await offer.mutateAsync({
        ...values,
        returnShiftId: values.kind === "swap" ? values.returnShiftId : null,
      });
      toast({
        title: TRADE_MESSAGES.offered,
        description: made.toName ? `Offered to ${made.toName}.` : "Offered to everyone qualified.",
      });
      onDone();
    },
    onFailure: (error) => toastError("Trade not offered", serverMessageOr(error, "Please try again.")),
    onQueued: onDone,
  });
  const colleagues = eligible.data ?? [];
  // Another shift chosen: a colleague picked for the last one may not be free for this one.
  useEffect(() => {
    if (toUserId && eligible.data && !eligible.data.some((m) => m.id === toUserId))
      form.setValue("toUserId", "");
  }, [eligible.data, toUserId, form]);

  return (
    <form noValidate aria-label="Offer Trade" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        {shift ? (
          <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
            <span className="font-medium">Shift:</span> {shiftText(shift, timeZone)}
            {alreadyOffered ? (
              <span role="status" className="mt-1 block text-muted-foreground">
                {TRADE_MESSAGES.oneOpenTrade}
              </span>
            ) : null}
          </p>
        ) : (
          <SelectField
            form={form}
            name="shiftId"
            label="Shift"
            placeholder={
              mine.isPending
                ? "Loading your shifts..."
                : offerable.length
                  ? "Choose one of your shifts"
                  : "No upcoming shifts to offer"
            }
          >
            {offerable.map((s) => (
              <option key={s.id} value={s.id}>
                {shiftText(s, timeZone)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          form={form}
          name="kind"
          label="Kind"
          options={TRADE_KINDS}
          labels={(k) => TRADE_KIND_LABELS[k]}
          description={TRADE_KIND_HINTS[kind]}
        />
        <SelectField
          form={form}
          name="toUserId"
          label="Offer to"
          description={
            !shiftId
              ? "Choose the shift first: only colleagues free then are listed."
              : toUserId
                ? undefined
                : "Anyone who holds the certifications the shift requires may accept."
          }
        >
          <option value="">Everyone qualified</option>
          {colleagues.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        {kind === "swap" ? (
          <SelectField
            form={form}
            name="returnShiftId"
            label="Their shift you work in return"
            placeholder={
              !toUserId
                ? "Choose a colleague first"
                : theirs.isPending
                  ? "Loading their shifts..."
                  : theirs.data?.length
                    ? "Choose one of their upcoming shifts"
                    : "They have no upcoming shifts"
            }
          >
            {(theirs.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {shiftText(s, timeZone)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextareaField
          form={form}
          name="note"
          label="Note (optional)"
          rows={2}
          placeholder="Anything your colleague should know"
        />
      </div>
      <FormDialogFooter
        submitLabel="Offer Trade"
        pendingText="Offering..."
        pending={offer.isPending}
        submitDisabled={alreadyOffered}
      />
    </form>
  );
}
