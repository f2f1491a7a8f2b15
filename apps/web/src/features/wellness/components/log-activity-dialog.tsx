import {
  FITNESS_INTENSITIES,
  FITNESS_INTENSITY_LABELS,
  type FitnessProgram,
  MAX_SESSION_MINUTES,
  MEDICAL_RESULT_LABELS,
  MEDICAL_RESULTS,
  MOOD_LABELS,
  MOODS,
  WELLNESS_MESSAGES,
  WELLNESS_RECORD_TYPE_LABELS,
  WELLNESS_RECORD_TYPES,
  type WellnessRecordFormValues,
} from "@rollcall/shared/wellness";
import { Lock } from "lucide-react";
import { useId, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import {
  DateField,
  FieldRow,
  fieldError,
  SelectField,
  TextareaField,
  TextField,
} from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { cn } from "@/lib/utils";
import { useCreateRecord } from "../api/create-record";
import { failureText } from "../utils/errors";
import { formatMinutes } from "../utils/format";
import {
  type LogActivityInput,
  logActivityDefaults,
  logActivityResolver,
  programMinutes,
  programSessionDefaults,
  SERVER_DATA_FIELDS,
} from "../utils/record-form";

type LogActivityDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The agency's today (yyyy-MM-dd): the default date and the latest one allowed. */
  today: string;
  /** The agency's active programs, to count a session toward one. */
  programs: FitnessProgram[];
  /** Start Program or Log Session: today's session of this program, prefilled, for the member to adjust. */
  program?: FitnessProgram | null;
};

/**
 * "Log Wellness Activity" (spec 02 §2, §5): a fitness, medical or mental-health record, private by default.
 * Opened from a program card, it is that program's session, saved only when the member says so.
 */
export function LogActivityDialog({ open, onClose, today, programs, program }: LogActivityDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Log Wellness Activity"
      description={
        program
          ? `Today's session of ${program.name}. Adjust anything before you log it.`
          : "Record a workout, a medical evaluation or how you are doing."
      }
      className="max-w-xl"
    >
      {open ? (
        <LogActivityForm today={today} programs={programs} program={program ?? null} onDone={onClose} />
      ) : null}
    </TitledDialog>
  );
}

type Form = UseFormReturn<LogActivityInput, unknown, WellnessRecordFormValues>;

function LogActivityForm({
  today,
  programs,
  program,
  onDone,
}: {
  today: string;
  programs: FitnessProgram[];
  program: FitnessProgram | null;
  onDone: () => void;
}) {
  const [initial] = useState(() =>
    program ? programSessionDefaults(today, program) : logActivityDefaults(today),
  );
  const form = useForm<LogActivityInput, unknown, WellnessRecordFormValues>({
    resolver: logActivityResolver,
    defaultValues: initial,
  });
  const create = useCreateRecord();
  const recordType = form.watch("recordType");

  const submit = useFormSubmit(form, {
    action: async (values) => {
      await create.mutateAsync(values);
      toast({ title: WELLNESS_MESSAGES.recordAdded, description: program?.name });
      onDone();
    },
    onFailure: (error) => toastError(WELLNESS_MESSAGES.recordFailed, failureText(error)),
    serverFields: SERVER_DATA_FIELDS,
  });

  return (
    <form noValidate aria-label="Log Wellness Activity" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        <SelectField
          form={form}
          name="recordType"
          label="Record Type"
          options={WELLNESS_RECORD_TYPES}
          labels={WELLNESS_RECORD_TYPE_LABELS}
          registerOptions={{ onChange: () => form.clearErrors() }}
        />
        {recordType === "fitness" ? <FitnessFields form={form} programs={programs} /> : null}
        {recordType === "medical" ? <MedicalFields form={form} /> : null}
        {recordType === "mental_health" ? <MoodField form={form} /> : null}
        <DateField form={form} name="recordDate" label="Date" max={today} />
        <TextareaField
          form={form}
          name="notes"
          label="Notes"
          rows={3}
          placeholder="Anything worth remembering"
        />
        <PrivacyField form={form} />
      </div>
      <FormDialogFooter
        submitLabel="Log Activity"
        pendingText="Saving..."
        pending={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Activity, minutes and intensity; choosing a program fills in what is still empty and counts it there. */
function FitnessFields({ form, programs }: { form: Form; programs: FitnessProgram[] }) {
  const chooseProgram = (id: string) => {
    const program = programs.find((p) => p.id === id);
    if (!program) return;
    if (!form.getValues("activity").trim()) form.setValue("activity", program.name);
    if (!form.getValues("minutes").trim()) form.setValue("minutes", programMinutes(program));
  };
  return (
    <>
      {programs.length ? (
        <SelectField
          form={form}
          name="programId"
          label="Program (optional)"
          description="A session of one of your agency's programs counts on its card."
          registerOptions={{ onChange: (event) => chooseProgram(event.target.value) }}
        >
          <option value="">No program</option>
          {programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({formatMinutes(p.duration)})
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        form={form}
        name="activity"
        label="Activity"
        placeholder="e.g. Tower stair climb"
        autoComplete="off"
      />
      <FieldRow>
        <TextField
          form={form}
          name="minutes"
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SESSION_MINUTES}
          step={1}
          placeholder="e.g. 30"
        />
        <SelectField
          form={form}
          name="intensity"
          label="Intensity"
          options={FITNESS_INTENSITIES}
          labels={FITNESS_INTENSITY_LABELS}
        />
      </FieldRow>
    </>
  );
}

function MedicalFields({ form }: { form: Form }) {
  return (
    <>
      <TextField form={form} name="evaluation" label="Evaluation" autoComplete="off" />
      <FieldRow>
        <SelectField
          form={form}
          name="result"
          label="Result"
          placeholder="Select a result"
          options={MEDICAL_RESULTS}
          labels={MEDICAL_RESULT_LABELS}
        />
        <DateField
          form={form}
          name="nextDueDate"
          label="Next Due Date"
          description="You will be reminded before it falls due."
        />
      </FieldRow>
    </>
  );
}

/** Mood from 1 (very low) to 5 (very good), as a row of choices. */
function MoodField({ form }: { form: Form }) {
  const id = useId();
  const error = fieldError(form, "mood");
  const chosen = form.watch("mood");
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">Mood</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {MOODS.map((mood) => (
          <label
            key={mood}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors sm:flex-col sm:items-center sm:gap-1 sm:text-center",
              chosen === String(mood) ? "border-primary bg-navy-50 font-medium" : "hover:bg-muted",
            )}
          >
            <input
              type="radio"
              value={String(mood)}
              className="size-4 accent-[var(--color-primary)]"
              {...form.register("mood")}
            />
            <span>
              <span className="tabular-nums">{mood}</span> · {MOOD_LABELS[mood]}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Keep private", checked by default, and who sees what. */
function PrivacyField({ form }: { form: Form }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border bg-muted/40 px-3 py-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
        aria-describedby={`${id}-note`}
        {...form.register("isPrivate")}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="flex cursor-pointer items-center gap-1.5 text-sm font-medium">
          <Lock className="size-3.5 text-muted-foreground" aria-hidden="true" />
          Keep private
        </label>
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {WELLNESS_MESSAGES.privacyNote}
        </p>
      </div>
    </div>
  );
}
