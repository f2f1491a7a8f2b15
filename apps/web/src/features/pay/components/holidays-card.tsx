import { zodResolver } from "@hookform/resolvers/zod";
import { HOLIDAY_MESSAGES, type Holiday, holidaysUpdateSchema } from "@rollcall/shared/pay";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { DateField, TextField } from "@/components/ui/form-fields";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { RemoveRowButton } from "@/components/ui/remove-row-button";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useHolidays, useSaveHolidays } from "../api/holidays";

type Input = z.input<typeof holidaysUpdateSchema>;
type Values = z.output<typeof holidaysUpdateSchema>;

/** Settings → Holidays (admins): the paid holidays; hours worked on one go to the holiday pay code. */
export function HolidaysCard() {
  const holidays = useHolidays();
  return (
    <SectionCard
      title="Holidays"
      description="Hours worked on these days (in the agency's time zone) are paid at the Holiday worked code."
    >
      <QueryState
        query={holidays}
        loadingLabel="Loading holidays..."
        spinnerClassName="min-h-24"
        errorTitle="Holidays could not be loaded"
        framed={false}
      >
        {() => (holidays.data ? <HolidaysForm holidays={holidays.data.holidays} /> : null)}
      </QueryState>
    </SectionCard>
  );
}

const thisYear = () => String(new Date().getFullYear());

/** A year's holidays at a time (the list spans years); rows compact on a phone: date, name, remove. */
function HolidaysForm({ holidays }: { holidays: Holiday[] }) {
  const save = useSaveHolidays();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(holidaysUpdateSchema),
    defaultValues: { holidays },
  });
  const rows = useFieldArray({ control: form.control, name: "holidays" });
  const values = form.watch("holidays");
  const [year, setYear] = useState(thisYear);
  const years = [
    ...new Set([thisYear(), year, ...values.map((h) => h.date.slice(0, 4)).filter((y) => /^\d{4}$/.test(y))]),
  ].sort();
  // A row being typed (no date yet) stays in view whichever year is shown.
  const shown = rows.fields.flatMap((field, index) =>
    !values[index]?.date || values[index].date.startsWith(year) ? [{ field, index }] : [],
  );
  const submit = useFormSubmit(form, {
    action: async (v) => {
      const saved = await save.mutateAsync({
        holidays: [...v.holidays].sort((x, y) => x.date.localeCompare(y.date)),
      });
      form.reset(saved);
      toast({ title: HOLIDAY_MESSAGES.saved });
    },
    onFailure: (error) => toastError("Holidays were not saved", serverMessageOr(error, "Please try again.")),
  });
  const hidden = "[&>label]:sr-only";
  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4 sm:p-5">
      <div className="flex items-center gap-2">
        <Label htmlFor="holiday-year">Year</Label>
        <NativeSelect
          id="holiday-year"
          value={year}
          onChange={(e) => setYear(e.target.value)}
          wrapperClassName="w-28"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No holidays in {year}: every worked hour is regular or overtime.
        </p>
      ) : (
        <ol aria-label={`Holidays of ${year}`} className="grid gap-2">
          {shown.map(({ field, index }) => (
            <li
              key={field.id}
              className="grid grid-cols-[8.75rem_minmax(0,1fr)_auto] items-start gap-1.5 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-2"
            >
              <DateField
                form={form}
                name={`holidays.${index}.date`}
                label={`Holiday ${index + 1}: date`}
                fieldClassName={hidden}
              />
              <TextField
                form={form}
                name={`holidays.${index}.name`}
                label={`Holiday ${index + 1}: name`}
                fieldClassName={hidden}
                placeholder="Name"
              />
              <RemoveRowButton label={`Remove holiday ${index + 1}`} onClick={() => rows.remove(index)} />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" onClick={() => rows.append({ date: "", name: "" })}>
          <Plus aria-hidden="true" />
          Add Holiday
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save Holidays
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
