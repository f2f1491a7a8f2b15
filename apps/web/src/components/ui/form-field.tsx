import { Slot } from "radix-ui";
import * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  label: React.ReactNode;
  /** The field's error message; shown in red under the control and announced with it. */
  error?: string;
  /** Help text under the control (hidden while an error is shown). */
  description?: React.ReactNode;
  /** The control's id; generated when omitted. Pass it here, not on the control. */
  id?: string;
  /** Something shown at the end of the label row, e.g. a link. */
  labelAside?: React.ReactNode;
  className?: string;
  /** Exactly one control element (Input, NativeSelect, textarea...); it receives id and aria attributes. */
  children: React.ReactElement;
};

/**
 * Label + control + error text. Wires the label's htmlFor, and the control's id, aria-invalid and
 * aria-describedby, so every form gets accessible errors the same way.
 *
 * <FormField label="Email" error={errors.email?.message}>
 *   <Input type="email" autoComplete="email" {...register("email")} />
 * </FormField>
 */
export function FormField({
  label,
  error,
  description,
  id,
  labelAside,
  className,
  children,
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const showDescription = Boolean(description) && !error;
  const describedBy = [showDescription ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={cn("grid gap-1.5", className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={controlId}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={controlId}>{label}</Label>
      )}
      <Slot.Root
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {showDescription ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
