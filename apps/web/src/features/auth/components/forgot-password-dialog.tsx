import { zodResolver } from "@hookform/resolvers/zod";
import { resetRequestSchema } from "@rollcall/shared/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { EmailInput } from "@/components/ui/email-input";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { FormWarning } from "@/components/ui/form-warning";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useRequestPasswordReset } from "../api/request-password-reset";

/**
 * "Forgot Password?" link and its "Reset Your Password" dialog; closes and resets on success or Cancel. Where the
 * installation cannot send mail it stays open and says so, and whom to ask, whether or not the address has an
 * account (the server answers alike for both).
 */
export function ForgotPasswordDialog({ getInitialEmail }: { getInitialEmail?: () => string }) {
  const [open, setOpen] = useState(false);
  const [notSent, setNotSent] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: "" } });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  function handleOpenChange(next: boolean) {
    // Start from whatever was typed on the sign-in form; leave nothing behind when closing.
    reset({ email: next ? (getInitialEmail?.() ?? "") : "" });
    if (!next) requestReset.reset();
    setNotSent(null);
    setOpen(next);
  }

  const onSubmit = useFormSubmit(form, {
    action: async (values) => {
      const answer = await requestReset.mutateAsync(values);
      if (!answer.emailed) {
        setNotSent(answer.message);
        return;
      }
      toast({
        title: "Password reset email sent",
        description: answer.message,
      });
      handleOpenChange(false);
    },
    onFailure: (error) =>
      toastError(
        "Password reset failed",
        serverMessageOr(error, "An error occurred while sending the reset email"),
      ),
  });

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto min-h-11 px-2 sm:min-h-9">
          Forgot Password?
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reset Your Password</DialogTitle>
          <DialogDescription>
            {notSent
              ? "How to get back into your account on this installation."
              : "Enter the email address you sign in with and we will send you a link to choose a new password."}
          </DialogDescription>
        </DialogHeader>
        {notSent ? (
          <div className="grid gap-5">
            <FormWarning title="No email was sent">
              <p>{notSent}</p>
            </FormWarning>
            <div className="flex justify-end">
              <Button type="button" onClick={() => handleOpenChange(false)}>
                Back to Sign In
              </Button>
            </div>
          </div>
        ) : (
          <form
            noValidate
            className="grid gap-5"
            onSubmit={(event) => {
              event.stopPropagation();
              onSubmit(event);
            }}
          >
            <FormField label="Email" error={errors.email?.message}>
              <EmailInput {...register("email")} />
            </FormField>
            <FormDialogFooter
              submitLabel="Send Reset Link"
              pendingText="Sending..."
              pending={requestReset.isPending}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
