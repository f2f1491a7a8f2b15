import { zodResolver } from "@hookform/resolvers/zod";
import {
  TIME_CLOCK_RULE_MESSAGES as R,
  ROUNDING_INCREMENT_LABELS,
  ROUNDING_INCREMENTS,
  ROUNDING_MODE_LABELS,
  ROUNDING_MODES,
  type TimeClockSettings,
  timeClockSettingsSchema,
} from "@rollcall/shared/time-clock";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useTimeClockSettings } from "../api/get-time-clock-settings";
import { useSaveTimeClockSettings } from "../api/save-time-clock-settings";

/** A box left empty is the rule off (null); anything else the number typed (NaN is refused by the schema). */
const minutesOrOff = (value: unknown) =>
  value === "" || value === undefined || value === null ? null : Number(value);

/** The rules in whole minutes, each off while its box is empty. */
const MINUTE_RULES = [
  { name: "autoClockOutGraceMinutes", label: "Automatic clock-out after (minutes)", help: R.graceHelp },
  { name: "reasonThresholdMinutes", label: "Reason needed beyond (minutes)", help: R.reasonHelp },
  { name: "discrepancyThresholdMinutes", label: "Tell officers beyond (minutes)", help: R.discrepancyHelp },
] as const;

const INCREMENTS = ROUNDING_INCREMENTS.map(String) as `${(typeof ROUNDING_INCREMENTS)[number]}`[];

/** Settings → Time Clock Rules (admins): rounding, automatic clock-out, reasons and discrepancy notices. */
export function TimeClockRulesCard() {
  const settings = useTimeClockSettings();
  return (
    <SectionCard title={R.title} description={R.description}>
      <QueryState
        query={settings}
        loadingLabel="Loading time clock rules..."
        spinnerClassName="min-h-40"
        errorTitle="Time clock rules could not be loaded"
        framed={false}
      >
        {() => (settings.data ? <RulesForm settings={settings.data} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

function RulesForm({ settings }: { settings: TimeClockSettings }) {
  const save = useSaveTimeClockSettings();
  const form = useForm<z.input<typeof timeClockSettingsSchema>, unknown, TimeClockSettings>({
    resolver: zodResolver(timeClockSettingsSchema),
    defaultValues: settings,
  });
  const { reset } = form;
  useEffect(() => reset(settings), [settings, reset]);
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await save.mutateAsync(values);
      toast({ title: R.saved });
    },
    onFailure: (error) => toastError(R.saveFailed, serverMessageOr(error, "Please try again.")),
  });
  const minutes = { setValueAs: minutesOrOff };

  return (
    <form noValidate aria-label={R.title} className="grid gap-5 px-5 py-5 sm:px-6" onSubmit={submit}>
      <FieldRow>
        <SelectField
          form={form}
          name="roundingMinutes"
          label="Round punches"
          placeholder="Off"
          options={INCREMENTS}
          labels={ROUNDING_INCREMENT_LABELS}
          registerOptions={minutes}
          description={R.roundingHelp}
        />
        <SelectField
          form={form}
          name="roundingMode"
          label="Rounding"
          options={ROUNDING_MODES}
          labels={ROUNDING_MODE_LABELS}
        />
      </FieldRow>
      <FieldRow columns={3}>
        {MINUTE_RULES.map((rule) => (
          <TextField
            key={rule.name}
            form={form}
            name={rule.name}
            label={rule.label}
            type="number"
            inputMode="numeric"
            min={0}
            registerOptions={minutes}
            description={rule.help}
          />
        ))}
      </FieldRow>
      <TextField
        form={form}
        name="punchRadiusMeters"
        label="Check-in distance (meters)"
        type="number"
        inputMode="numeric"
        min={25}
        className="sm:max-w-40"
        registerOptions={minutes}
        description={R.punchRadiusHelp}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save Time Clock Rules
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
