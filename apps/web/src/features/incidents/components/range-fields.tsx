import { isIsoDate } from "@rollcall/shared/incidents";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { DateRange } from "../utils/range";

type RangeFieldsProps = {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** The default (last 12 months), offered as a reset when another range is chosen. */
  fallback: DateRange;
};

/** From / To incident dates. A half-typed or reversed date is ignored until it makes a range. */
export function RangeFields({ range, onChange, fallback }: RangeFieldsProps) {
  const set = (next: DateRange) => {
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to) onChange(next);
  };
  const isDefault = range.from === fallback.from && range.to === fallback.to;
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
      {isDefault ? null : (
        <Button variant="ghost" onClick={() => onChange(fallback)}>
          Last 12 months
        </Button>
      )}
    </div>
  );
}
