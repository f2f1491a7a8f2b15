import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { cn } from "@/lib/utils";

type SelectFilterProps<V extends string> = {
  label: string;
  /** The first option, which filters nothing ("All Roles"); its value is "all". */
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: V | "all";
  onChange: (value: V | "all") => void;
  /** The width from sm up ("sm:w-48" unless given). */
  className?: string;
};

/** A labelled select of a list's filter bar (beside SearchField): "All ..." and then each value. */
export function SelectFilter<V extends string>({
  label,
  allLabel,
  options,
  labels,
  value,
  onChange,
  className,
}: SelectFilterProps<V>) {
  return (
    <FormField label={label} className={cn("sm:w-48", className)}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value as V | "all")}>
        <option value="all">{allLabel}</option>
        <SelectOptions values={options} labels={labels} />
      </NativeSelect>
    </FormField>
  );
}
