import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "@rollcall/shared/auth";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useConfirmPasswordReset } from "./api/confirm-password-reset";
import { AuthLayout } from "./components/auth-layout";
import { AuthNotice } from "./components/auth-notice";
import { NewPasswordFields } from "./components/new-password-fields";

/** /reset-password?token=...: the page the reset email links to. Without a token there is nothing to do here. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [done, setDone] = useState(false);
  if (!token) return <Navigate to="/auth" replace />;

  return (
    <AuthLayout showFeatures={false}>
      {done ? <ResetComplete /> : <ResetPasswordForm token={token} onDone={() => setDone(true)} />}
    </AuthLayout>
  );
}

function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirmReset = useConfirmPasswordReset();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const onSubmit = useFormSubmit(form, {
    action: async ({ newPassword }) => {
      await confirmReset.mutateAsync({ token, newPassword });
      toast({
        title: "Password Reset Successful",
        description: "Your password has been updated. You can now sign in with your new password.",
      });
      onDone();
    },
    onFailure: (error) =>
      toastError(
        "Password Reset Failed",
        serverMessageOr(error, "An error occurred while resetting your password"),
      ),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="reset-password-title">
      <div className="grid gap-1.5">
        <h2 id="reset-password-title" className="text-xl font-semibold tracking-tight">
          Reset Your Password
        </h2>
        <p className="text-sm text-muted-foreground">Choose a new password with at least 8 characters.</p>
      </div>
      <NewPasswordFields form={form} />
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
    <AuthNotice
      role="status"
      className="py-2"
      icon={CircleCheck}
      tone="success"
      title="Password Reset Complete"
      text="Your password has been updated. You can now sign in with your new password."
      action={
        <Button asChild className="mt-2 w-full">
          <Link to="/auth">Sign In Now</Link>
        </Button>
      }
    />
  );
}
