import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { fiscalYearLabel } from "../utils/format";

type FiscalYearSelectProps = {
  value: string;
  /** Years with a budget or an expense, and the current one (the stats' list). */
  years: readonly string[];
  onChange: (year: string) => void;
};

/** The fiscal year every figure, list and export of the screen is for. */
export function FiscalYearSelect({ value, years, onChange }: FiscalYearSelectProps) {
  const id = useId();
  const options = years.includes(value) ? years : [value, ...years];
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        Fiscal Year
      </Label>
      <NativeSelect
        id={id}
        wrapperClassName="w-32"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((year) => (
          <option key={year} value={year}>
            {fiscalYearLabel(year)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
