import { zodResolver } from "@hookform/resolvers/zod";
import {
  type PunchOverride,
  punchOverrideSchema,
  TIME_CLOCK_RULE_MESSAGES as R,
} from "@rollcall/shared/time-clock";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { sendPunch } from "../api/punch";
import { refreshAfterClockChange } from "../utils/refresh";

/**
 * An officer's punch for a member on duty (the board's rider dialog): a check-in for a shift not yet checked
 * in, a check-out for one in progress, with the reason the shift's log keeps. The check-in distance does not
 * apply to it (a member refused there asks an officer).
 */
export function PunchForMember({
  shiftId,
  status,
  name,
  onDone,
}: {
  shiftId: string;
  status: string;
  name: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const kind = status === "scheduled" ? "check-in" : status === "active" ? "check-out" : null;
  const queryClient = useQueryClient();
  const punch = useMutation({
    mutationFn: (v: PunchOverride) => sendPunch(kind ?? "check-in", { shiftId, ...v }),
    onSettled: () =>
      Promise.all([
        refreshAfterClockChange(queryClient),
        queryClient.invalidateQueries({ queryKey: ["/api/board"] }),
      ]),
  });
  const form = useForm<PunchOverride>({
    resolver: zodResolver(punchOverrideSchema),
    defaultValues: { overrideReason: "" },
  });
  const submit = useFormSubmit(form, {
    action: async (v) => {
      await punch.mutateAsync(v);
      toast({ title: kind === "check-in" ? R.checkedInFor(name) : R.checkedOutFor(name) });
      onDone();
    },
    onFailure: (error) =>
      toastError(R.overrideTitle, serverMessageOr(error, "The punch was not recorded. Please try again.")),
    onQueued: onDone,
  });
  if (!kind) return null;
  const label = kind === "check-in" ? R.checkInFor : R.checkOutFor;
  if (!open)
    return (
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <Clock aria-hidden="true" />
        {label}
      </Button>
    );
  return (
    <form
      noValidate
      aria-label={R.overrideTitle}
      className="grid gap-3 rounded-md border p-3"
      onSubmit={submit}
    >
      <TextareaField form={form} name="overrideReason" label={R.overrideLabel} rows={2} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={punch.isPending}>
          <PendingLabel pending={punch.isPending} pendingText="Saving...">
            {label}
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
