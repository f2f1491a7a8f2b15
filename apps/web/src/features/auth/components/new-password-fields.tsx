import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "./password-input";

type NewPassword = { newPassword: string; confirmPassword: string };

/** New Password and Confirm New Password, for a form whose values hold both. */
export function NewPasswordFields<T extends FieldValues & NewPassword, C, O>({
  form,
}: {
  form: UseFormReturn<T, C, O>;
}) {
  const errors = form.formState.errors as FieldErrors<NewPassword>;
  return (
    <>
      <FormField label="New Password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("newPassword" as Path<T>)} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword" as Path<T>)} />
      </FormField>
    </>
  );
}
