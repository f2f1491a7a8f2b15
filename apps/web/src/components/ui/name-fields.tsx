import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type Named = { firstName: string; lastName: string };

/**
 * First Name and Last Name side by side, for any form whose values hold both. `own` says the names are the
 * person's own (the browser may fill them in); an admin entering someone else's turns that off.
 */
export function NameFields<T extends FieldValues & Named, C, O>({
  form,
  own = true,
  className,
}: {
  form: UseFormReturn<T, C, O>;
  own?: boolean;
  className?: string;
}) {
  const errors = form.formState.errors as FieldErrors<Named>;
  return (
    <div className={cn("grid items-start gap-4 sm:grid-cols-2", className)}>
      <FormField label="First Name" error={errors.firstName?.message}>
        <Input autoComplete={own ? "given-name" : "off"} {...form.register("firstName" as Path<T>)} />
      </FormField>
      <FormField label="Last Name" error={errors.lastName?.message}>
        <Input autoComplete={own ? "family-name" : "off"} {...form.register("lastName" as Path<T>)} />
      </FormField>
    </div>
  );
}
