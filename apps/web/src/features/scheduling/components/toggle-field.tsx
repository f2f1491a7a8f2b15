import type { ShiftFormInput } from "@rollcall/shared/scheduling";
import { Switch } from "radix-ui";
import { type ReactNode, useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type ToggleFieldProps = {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
};

/** An on/off setting (Radix Switch: role="switch", Space toggles) with its label and an optional hint. */
export function ToggleField({ label, description, checked, onCheckedChange, className }: ToggleFieldProps) {
  const id = useId();
  return (
    <div className={cn("flex min-h-11 items-center justify-between gap-4", className)}>
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}

/** A boxed switch of the shift form (Paid Shift, Recurring Shift); the fields it turns on show under it. */
export function ToggleSection({
  form,
  name,
  label,
  description,
  children,
}: {
  form: UseFormReturn<ShiftFormInput>;
  name: "isPaid" | "isRecurring";
  label: string;
  description: string;
  children: ReactNode;
}) {
  const on = form.watch(name);
  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ToggleField
            label={label}
            description={description}
            checked={!!field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {on ? children : null}
    </div>
  );
}
