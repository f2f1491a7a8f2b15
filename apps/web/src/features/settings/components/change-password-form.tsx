import { zodResolver } from "@hookform/resolvers/zod";
import { AUTH_MESSAGES, resetConfirmSchema } from "@rollcall/shared/auth";
import { currentPasswordSchema } from "@rollcall/shared/users";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldRow, TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useChangePassword } from "../api/change-password";

// The new password follows the registration rules and messages; the confirmation must match it.
const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: resetConfirmSchema.shape.newPassword,
    confirmPassword: resetConfirmSchema.shape.newPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMatch,
    path: ["confirmPassword"],
  });

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current Password, New Password, Confirm New Password. Other devices are signed out; this one stays. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: empty });
  const { reset } = form;

  const onSubmit = useFormSubmit(form, {
    action: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(empty);
      toast({
        title: "Password changed",
        description: "Your password has been updated. Your other devices have been signed out.",
      });
    },
    onFailure: (error) =>
      // Too many wrong attempts (429) carries its own explanation.
      toastError(
        "Update failed",
        error instanceof ApiError && error.status === 429
          ? error.serverMessage
          : "Failed to change password. Please try again.",
      ),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change Password" className="grid gap-4">
      <TextField
        form={form}
        name="currentPassword"
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <FieldRow>
        <TextField
          form={form}
          name="newPassword"
          label="New Password"
          description="At least 8 characters."
          type="password"
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="confirmPassword"
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
        />
      </FieldRow>
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={change.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={change.isPending} pendingText="Changing...">
            Change Password
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
