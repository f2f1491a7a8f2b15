import { isIsoDate } from "@rollcall/shared/incidents";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DateRange } from "../utils/range";

type RangeFieldsProps = {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** The default (last 12 months), offered as a reset when another range is chosen. */
  fallback: DateRange;
};

/** From / To incident dates. A half-typed or reversed date is ignored until it makes a range. */
export function RangeFields({ range, onChange, fallback }: RangeFieldsProps) {
  const fromId = useId();
  const toId = useId();
  const set = (next: DateRange) => {
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to) onChange(next);
  };
  const isDefault = range.from === fallback.from && range.to === fallback.to;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={fromId}>From</Label>
        <Input
          id={fromId}
          type="date"
          className="w-40"
          value={range.from}
          max={range.to}
          onChange={(e) => set({ ...range, from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={toId}>To</Label>
        <Input
          id={toId}
          type="date"
          className="w-40"
          value={range.to}
          min={range.from}
          onChange={(e) => set({ ...range, to: e.target.value })}
        />
      </div>
      {isDefault ? null : (
        <Button variant="ghost" onClick={() => onChange(fallback)}>
          Last 12 months
        </Button>
      )}
    </div>
  );
}
