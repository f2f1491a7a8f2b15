import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatDayRange,
  PAY_MESSAGES,
  PAY_PERIOD_KIND_LABELS,
  PAY_PERIOD_KINDS,
  type PayPeriodKind,
  type PayPeriodSettings,
  type PayPeriodSettingsInput,
  type PaySettings,
  payPeriodSettingsSchema,
} from "@rollcall/shared/pay";
import { CalendarRange } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { DateField, FieldRow, SelectField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { usePaySettings } from "../api/get-pay-settings";
import { useSavePaySettings } from "../api/save-pay-settings";

const FIRST_DAY_HELP: Record<PayPeriodKind, string> = {
  weekly: "The first day of a pay period: every period is 7 days from it.",
  biweekly: "The first day of a pay period: every period is 14 days from it.",
  semimonthly: "The 1st or the 16th: periods run the 1st to the 15th and the 16th to the month's end.",
  monthly: "The 1st of a month: periods are calendar months.",
};

/** Settings → Pay Periods (admins): how often the agency pays, and from which day; shows today's period. */
export function PayPeriodsCard() {
  const settings = usePaySettings();
  return (
    <SectionCard
      title="Pay Periods"
      description="How often your agency pays. Leave accrues each pay period by the rules below."
    >
      <QueryState
        query={settings}
        loadingLabel="Loading pay periods..."
        spinnerClassName="min-h-40"
        errorTitle="Pay periods could not be loaded"
        framed={false}
      >
        {() => (settings.data ? <PayPeriodsForm settings={settings.data} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

const valuesOf = (s: PaySettings): PayPeriodSettingsInput => ({
  // Nothing is chosen for the admin until they set it: an untouched form saves nothing.
  kind: s.payPeriods?.kind ?? ("" as PayPeriodKind),
  firstDay: s.payPeriods?.firstDay ?? "",
});

function PayPeriodsForm({ settings }: { settings: PaySettings }) {
  const save = useSavePaySettings();
  const form = useForm<PayPeriodSettingsInput, unknown, PayPeriodSettings>({
    resolver: zodResolver(payPeriodSettingsSchema),
    defaultValues: valuesOf(settings),
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(settings)), [settings, reset]);
  const kind = form.watch("kind");
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const saved = await save.mutateAsync(values);
      toast({
        title: PAY_MESSAGES.settingsSaved,
        description: saved.currentPeriod
          ? `This pay period: ${formatDayRange(saved.currentPeriod.start, saved.currentPeriod.end)}.`
          : undefined,
      });
    },
    onFailure: (error) => toastError("Pay periods not saved", serverMessageOr(error, "Please try again.")),
  });

  return (
    <div className="grid gap-5 px-5 py-5 sm:px-6">
      {settings.payPeriods ? (
        <p className="flex items-center gap-2 text-sm">
          <CalendarRange className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {settings.currentPeriod ? (
            <span>
              This pay period:{" "}
              <span className="font-semibold">
                {formatDayRange(settings.currentPeriod.start, settings.currentPeriod.end)}
              </span>
            </span>
          ) : (
            <span>Pay periods start on the first day chosen below.</span>
          )}
        </p>
      ) : (
        <EmptyState
          icon={CalendarRange}
          title={PAY_MESSAGES.notSet}
          description={PAY_MESSAGES.notSetText}
          className="px-0 py-4 sm:py-6"
        />
      )}
      <form noValidate aria-label="Pay Periods" className="grid gap-5" onSubmit={submit}>
        <FieldRow>
          <SelectField
            form={form}
            name="kind"
            label="Pay period"
            placeholder="Choose how often"
            options={PAY_PERIOD_KINDS}
            labels={PAY_PERIOD_KIND_LABELS}
          />
          <DateField
            form={form}
            name="firstDay"
            label="First day"
            description={
              settings.accruedThrough
                ? PAY_MESSAGES.periodsAccrued(settings.accruedThrough)
                : kind
                  ? FIRST_DAY_HELP[kind]
                  : undefined
            }
          />
        </FieldRow>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            <PendingLabel pending={save.isPending} pendingText="Saving...">
              Save Pay Periods
            </PendingLabel>
          </Button>
        </div>
      </form>
    </div>
  );
}
