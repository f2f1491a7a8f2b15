import { zodResolver } from "@hookform/resolvers/zod";
import type { ShiftListItem } from "@rollcall/shared/scheduling";
import { CalendarX2 } from "lucide-react";
import { useId } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { CardError, CardLoading } from "@/components/ui/dashboard-card";
import { DialogClose } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { formatDate, formatTime, formatTimeRange, todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { COVERAGE_WINDOW_DAYS, type UpcomingShift, useMyUpcomingShifts } from "../api/get-my-upcoming-shifts";
import { useRequestCoverage } from "../api/request-coverage";
import { dayLabel, localDay } from "../utils/time";

const REASON_MAX = 500;
const coverageSchema = z.object({
  shiftId: z.string().min(1, "Choose the shift you need covered"),
  reason: z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`),
});
type CoverageValues = z.infer<typeof coverageSchema>;

type RequestCoverageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string | undefined;
  /**
   * From the schedule: the shift being offered (null while closed). Left out (the dashboard's quick action):
   * the member chooses one of their own scheduled shifts in the next 30 days.
   */
  shift?: ShiftListItem | null;
};

/**
 * Request Coverage: the member offers one of their own scheduled shifts to the team
 * (POST /api/shifts/{id}/request-coverage); it becomes an open shift until someone picks it up.
 */
export function RequestCoverageDialog({ open, onOpenChange, timeZone, shift }: RequestCoverageDialogProps) {
  const choosing = shift === undefined;
  const close = () => onOpenChange(false);
  return (
    <TitledDialog
      open={open}
      onClose={close}
      title="Request Coverage"
      description={
        choosing
          ? `Choose one of your shifts in the next ${COVERAGE_WINDOW_DAYS} days. It becomes an open shift any member can pick up; an officer approves the pick-up.`
          : shift && timeZone
            ? `${shift.title}, ${dayLabel(localDay(shift.startTime, timeZone))} ${formatTime(shift.startTime, timeZone)}–${formatTime(shift.endTime, timeZone)}. The shift becomes open; a manager approves whoever picks it up.`
            : null
      }
    >
      {choosing ? (
        <ChooseShift timeZone={timeZone} onDone={close} />
      ) : shift ? (
        <CoverageForm key={shift.id} shiftId={shift.id} onDone={close} />
      ) : null}
    </TitledDialog>
  );
}

/** The member's upcoming shifts to choose from (loaded when the dialog opens). */
function ChooseShift({ timeZone, onDone }: { timeZone: string | undefined; onDone: () => void }) {
  const { user } = useUser();
  const shifts = useMyUpcomingShifts({ userId: user?.id, from: todayIn(timeZone), enabled: true });
  if (shifts.isPending) return <CardLoading label="Loading your shifts..." />;
  if (shifts.isError)
    return (
      <CardError
        message="Your shifts could not be loaded."
        onRetry={() => shifts.refetch()}
        retrying={shifts.isFetching}
      />
    );
  if (shifts.data.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-center">
        <CalendarX2 className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium text-foreground">
          You have no scheduled shifts in the next {COVERAGE_WINDOW_DAYS} days.
        </p>
        <DialogClose asChild>
          <Button variant="outline" className="mt-2">
            Close
          </Button>
        </DialogClose>
      </div>
    );
  return <CoverageForm choices={shifts.data} timeZone={timeZone} onDone={onDone} />;
}

/** The reason and Request Coverage, for the given shift or one chosen among `choices`. */
function CoverageForm({
  shiftId = "",
  choices,
  timeZone,
  onDone,
}: {
  shiftId?: string;
  choices?: UpcomingShift[];
  timeZone?: string;
  onDone: () => void;
}) {
  const form = useForm<CoverageValues>({
    resolver: zodResolver(coverageSchema),
    defaultValues: { shiftId, reason: "" },
  });
  const request = useRequestCoverage();
  const legendId = useId();
  const errors = form.formState.errors;
  // The request's own failure toast (useRequestCoverage) is the failure message.
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await request.mutateAsync({ id: values.shiftId, reason: values.reason });
      onDone();
    },
    onFailure: () => undefined,
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      {choices ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.shiftId ? `${legendId}-error` : undefined}
          aria-invalid={errors.shiftId ? true : undefined}
        >
          <legend id={legendId} className="mb-2 text-sm font-medium text-foreground">
            Your upcoming shifts
          </legend>
          <div className="grid max-h-72 gap-2 overflow-y-auto pr-1">
            {choices.map((choice) => (
              <ShiftOption
                key={choice.id}
                shift={choice}
                timeZone={timeZone}
                registration={form.register("shiftId")}
              />
            ))}
          </div>
          {errors.shiftId ? (
            <p id={`${legendId}-error`} className="text-sm font-medium text-destructive">
              {errors.shiftId.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormField
        label="Reason (optional)"
        error={errors.reason?.message}
        description={choices ? "Shown to the officers and to whoever picks it up." : undefined}
      >
        <textarea
          rows={3}
          maxLength={REASON_MAX}
          className="flex w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm"
          {...form.register("reason")}
        />
      </FormField>
      <FormDialogFooter
        submitLabel="Request Coverage"
        pendingText="Requesting..."
        pending={request.isPending}
      />
    </form>
  );
}

function ShiftOption({
  shift,
  timeZone,
  registration,
}: {
  shift: UpcomingShift;
  timeZone: string | undefined;
  registration: UseFormRegisterReturn<"shiftId">;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-md border bg-card p-3 transition-colors",
        "hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
      )}
    >
      <input id={id} type="radio" value={shift.id} className="mt-1 size-4 accent-primary" {...registration} />
      <span className="min-w-0">
        <span className="block font-medium text-foreground">{shift.title}</span>
        <span className="block text-sm text-muted-foreground">
          {formatDate(shift.startTime, timeZone)} ·{" "}
          <span className="tabular-nums">{formatTimeRange(shift.startTime, shift.endTime, timeZone)}</span>
          {shift.assignment ? ` · ${shift.assignment}` : ""}
        </span>
      </span>
    </label>
  );
}
