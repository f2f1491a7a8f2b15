import { SHIFT_EDIT_SCOPE_LABELS, SHIFT_EDIT_SCOPES, type ShiftEditScope } from "@rollcall/shared/scheduling";
import { cn } from "@/lib/utils";

type ScopeChoiceProps = {
  value: ShiftEditScope;
  onChange: (value: ShiftEditScope) => void;
  /** Radio group name, unique per form. */
  name: string;
  legend: string;
};

/** "This shift only" or "This and following shifts", for an occurrence of a series. */
export function ScopeChoice({ value, onChange, name, legend }: ScopeChoiceProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SHIFT_EDIT_SCOPES.map((scope) => (
          <label
            key={scope}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors",
              value === scope ? "border-primary bg-navy-50 font-medium" : "hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              className="size-4 accent-[var(--color-primary)]"
            />
            {SHIFT_EDIT_SCOPE_LABELS[scope]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
