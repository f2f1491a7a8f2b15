import { isIsoDate } from "@rollcall/shared/incidents";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export type DateRange = { from: string; to: string };

type DateRangeFieldsProps = {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** A default range offered as a reset when another one is chosen ("Last 12 months"). */
  reset?: { range: DateRange; label: string };
};

/** From / To days. A half-typed or reversed date is ignored until it makes a range. */
export function DateRangeFields({ range, onChange, reset }: DateRangeFieldsProps) {
  const set = (next: DateRange) => {
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to) onChange(next);
  };
  const isDefault = !reset || (range.from === reset.range.from && range.to === reset.range.to);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="From">
        <Input
          type="date"
          className="w-40"
          value={range.from}
          max={range.to}
          onChange={(e) => set({ ...range, from: e.target.value })}
        />
      </FormField>
      <FormField label="To">
        <Input
          type="date"
          className="w-40"
          value={range.to}
          min={range.from}
          onChange={(e) => set({ ...range, to: e.target.value })}
        />
      </FormField>
      {isDefault || !reset ? null : (
        <Button variant="ghost" onClick={() => onChange(reset.range)}>
          {reset.label}
        </Button>
      )}
    </div>
  );
}
