import type { ShiftFormInput } from "@rollcall/shared/scheduling";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { BoundSwitchField } from "@/components/ui/form-fields";

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
      <BoundSwitchField form={form} name={name} label={label} description={description} />
      {on ? children : null}
    </div>
  );
}
