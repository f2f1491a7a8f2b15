import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@rollcall/shared/auth";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PendingLabel } from "@/components/ui/pending-label";
import { toast, toastError } from "@/hooks/use-toast";
import { applyServerFieldErrors, serverMessageOr } from "@/lib/form-errors";
import { useConfirmPasswordReset } from "./api/confirm-password-reset";
import { AuthLayout } from "./components/auth-layout";
import { PasswordInput } from "./components/password-input";

/** /reset-password?token=...: the page the reset email links to. Without a token there is nothing to do here. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [done, setDone] = useState(false);
  if (!token) return <Navigate to="/auth" replace />;

  return (
    <AuthLayout showFeatures={false}>
      <Card className="rounded-xl border-0 p-5 shadow-2xl shadow-black/30 sm:p-7">
        {done ? <ResetComplete /> : <ResetPasswordForm token={token} onDone={() => setDone(true)} />}
      </Card>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirmReset = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ newPassword }) => {
    confirmReset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({
            title: "Password Reset Successful",
            description: "Your password has been updated. You can now sign in with your new password.",
          });
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ["newPassword"])) return;
          toastError(
            "Password Reset Failed",
            serverMessageOr(error, "An error occurred while resetting your password"),
          );
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="reset-password-title">
      <div className="grid gap-1.5">
        <h2 id="reset-password-title" className="text-xl font-semibold tracking-tight">
          Reset Your Password
        </h2>
        <p className="text-sm text-muted-foreground">Choose a new password with at least 8 characters.</p>
      </div>
      <FormField label="New Password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("newPassword")} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <div className="mt-1 grid gap-2">
        <Button type="submit" className="w-full" disabled={confirmReset.isPending}>
          <PendingLabel pending={confirmReset.isPending} pendingText="Resetting Password...">
            Reset Password
          </PendingLabel>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </div>
    </form>
  );
}

function ResetComplete() {
  return (
    <div className="grid justify-items-center gap-4 py-2 text-center" role="status">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-green-100">
        <CircleCheck className="size-7 text-success" aria-hidden="true" />
      </span>
      <div className="grid gap-1.5">
        <h2 className="text-xl font-semibold tracking-tight">Password Reset Complete</h2>
        <p className="text-sm text-muted-foreground">
          Your password has been updated. You can now sign in with your new password.
        </p>
      </div>
      <Button asChild className="mt-2 w-full">
        <Link to="/auth">Sign In Now</Link>
      </Button>
    </div>
  );
}
