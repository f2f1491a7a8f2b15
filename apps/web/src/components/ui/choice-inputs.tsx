import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/utils";

type ChoiceInputsProps<T extends string> = {
  legend: string;
  /** The legend for screen readers only, where a visible choice above already names the group. */
  legendHidden?: boolean;
  /** Checkboxes bind one array field (days of the week, roles); radios one value (a platoon). */
  type: "checkbox" | "radio";
  values: readonly T[];
  labels: Readonly<Record<T, string>> | ((value: T) => string);
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown under the choices while there is no error. */
  help?: string;
  className?: string;
  /** Classes of the choices' grid (two columns, four from sm up; one column for long labels). */
  choicesClassName?: string;
};

/**
 * A fieldset of checkboxes or radios bound to one form field (`register(name)`), with its error under it: a
 * recurring shift's "Repeat On", a staffing rule's days, an alert's roles or platoon.
 */
export function ChoiceInputs<T extends string>({
  legend,
  legendHidden,
  type,
  values,
  labels,
  registration,
  error,
  help,
  className,
  choicesClassName,
}: ChoiceInputsProps<T>) {
  const id = useId();
  const note = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <fieldset className={className} aria-describedby={note}>
      <legend className={legendHidden ? "sr-only" : "mb-1 text-sm font-medium text-foreground"}>
        {legend}
      </legend>
      <div className={cn("grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4", choicesClassName)}>
        {values.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
            <input
              type={type}
              value={value}
              className="size-4 accent-[var(--color-primary)]"
              {...registration}
            />
            {typeof labels === "function" ? labels(value) : labels[value]}
          </label>
        ))}
      </div>
      {error || help ? (
        <p
          id={note}
          className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}
        >
          {error ?? help}
        </p>
      ) : null}
    </fieldset>
  );
}
