import { zodResolver } from "@hookform/resolvers/zod";
import { resetRequestSchema } from "@rollcall/shared/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PendingLabel } from "@/components/ui/pending-label";
import { toast, toastError } from "@/hooks/use-toast";
import { applyServerFieldErrors, serverMessageOr } from "@/lib/form-errors";
import { useRequestPasswordReset } from "../api/request-password-reset";

/** "Forgot Password?" link and its "Reset Your Password" dialog; closes and resets on success or Cancel. */
export function ForgotPasswordDialog({ getInitialEmail }: { getInitialEmail?: () => string }) {
  const [open, setOpen] = useState(false);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: "" } });

  function handleOpenChange(next: boolean) {
    // Start from whatever was typed on the sign-in form; leave nothing behind when closing.
    reset({ email: next ? (getInitialEmail?.() ?? "") : "" });
    if (!next) requestReset.reset();
    setOpen(next);
  }

  const onSubmit = handleSubmit((values) => {
    requestReset.mutate(values, {
      onSuccess: () => {
        toast({
          title: "Password reset email sent",
          description: "If an account with this email exists, you will receive a password reset link.",
        });
        handleOpenChange(false);
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ["email"])) return;
        toastError(
          "Password reset failed",
          serverMessageOr(error, "An error occurred while sending the reset email"),
        );
      },
    });
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
            Enter the email address you sign in with and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-5"
          onSubmit={(event) => {
            event.stopPropagation();
            void onSubmit(event);
          }}
        >
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="email"
              {...register("email")}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={requestReset.isPending}>
              <PendingLabel pending={requestReset.isPending} pendingText="Sending...">
                Send Reset Link
              </PendingLabel>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
