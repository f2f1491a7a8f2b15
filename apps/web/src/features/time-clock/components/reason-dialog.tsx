import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ClockReason,
  clockReasonSchema,
  TIME_CLOCK_MESSAGES as M,
  TIME_CLOCK_RULE_MESSAGES as R,
  reasonNeeded,
  type TimeClockShift,
} from "@rollcall/shared/time-clock";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextareaField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { Punch } from "../api/check-in";
import { useTimeClockSettings } from "../api/get-time-clock-settings";
import { reasonRefusal } from "../utils/reason";

type PunchKind = "checkIn" | "checkOut";

/**
 * A check-in or check-out that asks for the reason the agency's rules need (a late start, an early end):
 * beforehand where the rules say so, else when the server refuses the punch without one. `press` punches;
 * `dialog` is the reason dialog to render beside the button.
 */
export function useReasonedPunch(
  punch: PunchKind,
  shift: TimeClockShift,
  mutation: UseMutationResult<TimeClockShift, Error, Punch>,
) {
  const rules = useTimeClockSettings();
  const [asked, setAsked] = useState<string | null>(null);
  // Where the agency limits punches to near the station, each one sends the device's location.
  const locate = rules.data?.punchRadiusMeters != null;
  const press = () => {
    const needed = reasonNeeded(punch, shift, Date.now(), rules.data?.reasonThresholdMinutes ?? null);
    if (needed) return setAsked(needed);
    mutation.mutate(
      { shiftId: shift.id, locate },
      { onError: (error) => setAsked((open) => reasonRefusal(error) ?? open) },
    );
  };
  const dialog = (
    <TitledDialog
      open={asked !== null}
      onClose={() => setAsked(null)}
      title={punch === "checkIn" ? R.lateStartTitle : R.earlyEndTitle}
      description={asked}
    >
      {asked !== null ? (
        <ReasonForm
          punch={punch}
          pending={mutation.isPending}
          send={(reason) => mutation.mutateAsync({ shiftId: shift.id, reason, locate })}
          onDone={() => setAsked(null)}
        />
      ) : null}
    </TitledDialog>
  );
  return { press, dialog };
}

function ReasonForm({
  punch,
  pending,
  send,
  onDone,
}: {
  punch: PunchKind;
  pending: boolean;
  send: (reason: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useForm<ClockReason>({
    resolver: zodResolver(clockReasonSchema),
    defaultValues: { reason: "" },
  });
  const submit = useFormSubmit(form, {
    action: async ({ reason }) => {
      await send(reason);
      onDone();
    },
    // The punch's own failure toast has told the member (check-in.ts, check-out.ts).
    onFailure: onDone,
    onQueued: onDone,
  });
  const label = punch === "checkIn" ? M.checkIn : M.checkOut;
  return (
    <form noValidate aria-label={label} className="grid gap-5" onSubmit={submit}>
      <TextareaField form={form} name="reason" label={R.reasonLabel} rows={3} />
      <FormDialogFooter submitLabel={label} pendingText={`${label}...`} pending={pending} />
    </form>
  );
}
