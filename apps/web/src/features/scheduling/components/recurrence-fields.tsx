import {
  DAY_OF_WEEK_LABELS,
  DAYS_OF_WEEK,
  RECURRING_PATTERN_LABELS,
  RECURRING_PATTERNS,
  type ShiftDto,
  type ShiftFormInput,
} from "@rollcall/shared/scheduling";
import { Repeat } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { ToggleSection } from "./toggle-field";

/** Recurring toggle and pattern: weekly shows the days; daily and custom an interval in days; then how it ends. */
export function RecurrenceFields({ form }: { form: UseFormReturn<ShiftFormInput> }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const pattern = watch("recurringPattern");

  return (
    <ToggleSection
      form={form}
      name="isRecurring"
      label="Recurring Shift"
      description="Creates every occurrence now; each can be edited on its own"
    >
      <FormField label="Recurring Pattern" error={errors.recurringPattern?.message}>
        <NativeSelect {...register("recurringPattern")}>
          <option value="">Select a pattern</option>
          <SelectOptions values={RECURRING_PATTERNS} labels={RECURRING_PATTERN_LABELS} />
        </NativeSelect>
      </FormField>
      {pattern === "weekly" ? (
        <ChoiceInputs
          className="grid gap-2"
          legend="Repeat On"
          type="checkbox"
          values={DAYS_OF_WEEK}
          labels={DAY_OF_WEEK_LABELS}
          registration={register("recurrenceDaysOfWeek")}
          error={errors.recurrenceDaysOfWeek?.message}
        />
      ) : pattern ? (
        <FormField
          label="Repeat Every (Days)"
          description={
            pattern === "daily" ? "1 = every day, 2 = every other day" : "e.g. 3 = every third day"
          }
          error={errors.recurrenceInterval?.message}
        >
          <Input type="number" inputMode="numeric" min="1" step="1" {...register("recurrenceInterval")} />
        </FormField>
      ) : null}
      {pattern === "weekly" && errors.recurrenceInterval ? (
        <p className="text-sm font-medium text-destructive">{errors.recurrenceInterval.message}</p>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="End Date (Optional)" error={errors.recurringEndDate?.message}>
          <Input type="date" {...register("recurringEndDate")} />
        </FormField>
        <FormField label="Or # of Occurrences" error={errors.recurrenceCount?.message}>
          <Input type="number" inputMode="numeric" min="1" step="1" {...register("recurrenceCount")} />
        </FormField>
      </div>
    </ToggleSection>
  );
}

/** How an existing occurrence repeats, in words: "Repeats weekly on Monday, Wednesday, Friday, 12 times". */
export function seriesSummary(shift: ShiftDto): string {
  if (!shift.isRecurring) return "Part of a rotation";
  const n = shift.recurrenceInterval;
  const days = (shift.recurrenceDaysOfWeek ?? []).map((d) => DAY_OF_WEEK_LABELS[d]).join(", ");
  const what =
    shift.recurringPattern === "weekly"
      ? `${n > 1 ? `every ${n} weeks` : "weekly"} on ${days}`
      : n > 1
        ? `every ${n} days`
        : "daily";
  const until = shift.recurringEndDate
    ? ` until ${shift.recurringEndDate}`
    : shift.recurrenceCount
      ? `, ${shift.recurrenceCount} times`
      : "";
  return `Repeats ${what}${until}`;
}

/** Shown instead of the recurrence fields when editing an occurrence of a series. */
export function SeriesNote({ shift }: { shift: ShiftDto }) {
  return (
    <p className="flex items-center gap-2 rounded-lg border bg-muted/30 p-3 text-sm text-muted-foreground">
      <Repeat className="size-4 shrink-0" aria-hidden="true" />
      {seriesSummary(shift)}
    </p>
  );
}
