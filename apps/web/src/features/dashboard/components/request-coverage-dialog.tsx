import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { CalendarX2, Loader2 } from "lucide-react";
import { useId } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { useRequestCoverage } from "@/features/scheduling/api/request-coverage";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { COVERAGE_WINDOW_DAYS, type UpcomingShift, useMyUpcomingShifts } from "../api/get-my-upcoming-shifts";
import { useTodaySchedule } from "../api/get-today-schedule";
import { formatDate, formatTimeRange } from "../utils/format";
import { CardError, CardLoading } from "./dashboard-card";

const REASON_MAX = 500;
const coverageSchema = z.object({
  shiftId: z.string().min(1, "Choose the shift you need covered"),
  reason: z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`),
});
type CoverageForm = z.infer<typeof coverageSchema>;

type RequestCoverageDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Request Coverage: the member picks one of their own scheduled shifts in the next 30 days and offers it to
 * the team (POST /api/shifts/{id}/request-coverage). It then shows among the open shifts for others to pick up.
 */
export function RequestCoverageDialog({ open, onOpenChange }: RequestCoverageDialogProps) {
  const { user } = useUser();
  const today = useTodaySchedule();
  const from = today.data?.date ?? format(new Date(), "yyyy-MM-dd");
  const shifts = useMyUpcomingShifts({ userId: user?.id, from, enabled: open });
  const form = useForm<CoverageForm>({
    resolver: zodResolver(coverageSchema),
    defaultValues: { shiftId: "", reason: "" },
  });
  const request = useRequestCoverage();
  const legendId = useId();
  const shiftError = form.formState.errors.shiftId?.message;

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Coverage</DialogTitle>
          <DialogDescription>
            Choose one of your shifts in the next {COVERAGE_WINDOW_DAYS} days. It becomes an open shift any
            member can pick up; an officer approves the pick-up.
          </DialogDescription>
        </DialogHeader>
        {shifts.isPending ? (
          <CardLoading label="Loading your shifts..." />
        ) : shifts.isError ? (
          <CardError
            message="Your shifts could not be loaded."
            onRetry={() => shifts.refetch()}
            retrying={shifts.isFetching}
          />
        ) : shifts.data.length === 0 ? (
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
        ) : (
          <form
            className="grid gap-5"
            noValidate
            onSubmit={form.handleSubmit((values) =>
              request.mutate(
                { id: values.shiftId, reason: values.reason },
                {
                  onSuccess: () => {
                    form.reset();
                    onOpenChange(false);
                  },
                },
              ),
            )}
          >
            <fieldset
              className="grid gap-2"
              aria-describedby={shiftError ? `${legendId}-error` : undefined}
              aria-invalid={shiftError ? true : undefined}
            >
              <legend id={legendId} className="mb-2 text-sm font-medium text-foreground">
                Your upcoming shifts
              </legend>
              <div className="grid max-h-72 gap-2 overflow-y-auto pr-1">
                {shifts.data.map((shift) => (
                  <ShiftOption
                    key={shift.id}
                    shift={shift}
                    timeZone={today.data?.timeZone}
                    registration={form.register("shiftId")}
                  />
                ))}
              </div>
              {shiftError ? (
                <p id={`${legendId}-error`} className="text-sm font-medium text-destructive">
                  {shiftError}
                </p>
              ) : null}
            </fieldset>
            <FormField
              label="Reason (optional)"
              error={form.formState.errors.reason?.message}
              description="Shown to the officers and to whoever picks it up."
            >
              <textarea
                rows={3}
                maxLength={REASON_MAX}
                className="flex w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm"
                {...form.register("reason")}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {request.isPending ? "Requesting..." : "Request Coverage"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
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
        "flex min-h-14 cursor-pointer items-start gap-3 rounded-md border bg-card p-3 transition-colors",
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
