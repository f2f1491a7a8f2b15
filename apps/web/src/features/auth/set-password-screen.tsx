import { zodResolver } from "@hookform/resolvers/zod";
import type { SessionUser } from "@rollcall/shared/auth";
import { AUTH_MESSAGES, resetConfirmSchema } from "@rollcall/shared/auth";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { serverMessageOr } from "@/lib/form-errors";
import { userQueryKey } from "@/lib/session";
import { useSetPassword } from "./api/set-password";
import { AuthLayout } from "./components/auth-layout";
import { NewPasswordFields } from "./components/new-password-fields";
import { PasswordInput } from "./components/password-input";
import { SignOutLink } from "./components/sign-out-link";
import { forgetTemporaryPassword, keptTemporaryPassword } from "./utils/temporary-password";

const TEMPORARY_REQUIRED = "Temporary password is required";
const TEMPORARY_INCORRECT = "Temporary password is incorrect";

/** New Password and Confirm New Password with the reset form's rules; the temporary one only when not kept. */
const formSchema = (askTemporary: boolean) =>
  z
    .object({
      temporaryPassword: askTemporary ? z.string().min(1, TEMPORARY_REQUIRED) : z.string(),
      newPassword: resetConfirmSchema.shape.newPassword,
      confirmPassword: resetConfirmSchema.shape.newPassword,
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: AUTH_MESSAGES.passwordsMatch,
      path: ["confirmPassword"],
    });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * Shown instead of the app while the member still has a temporary password (from an invitation or an
 * admin reset): the server refuses everything else until they choose their own.
 */
export function SetPasswordScreen({ user }: { user: SessionUser }) {
  const kept = keptTemporaryPassword(user.id);
  const [askTemporary, setAskTemporary] = useState(kept === null);
  const schema = useMemo(() => formSchema(askTemporary), [askTemporary]);
  const setPassword = useSetPassword();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { temporaryPassword: "", newPassword: "", confirmPassword: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = useFormSubmit(form, {
    action: async ({ temporaryPassword, newPassword }) => {
      const currentPassword = askTemporary ? temporaryPassword : (kept ?? "");
      try {
        await setPassword.mutateAsync({ currentPassword, newPassword });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended (e.g. an admin reset the password again): back to sign-in.
          void queryClient.invalidateQueries({ queryKey: userQueryKey });
          return;
        }
        if (error instanceof ApiError && error.fieldErrors.currentPassword) {
          setAskTemporary(true);
          form.setError(
            "temporaryPassword",
            { type: "server", message: TEMPORARY_INCORRECT },
            { shouldFocus: true },
          );
          return;
        }
        throw error;
      }
    },
    onFailure: (error) =>
      toastError("Update failed", serverMessageOr(error, "Failed to set your password. Please try again.")),
  });

  const busy = setPassword.isPending || setPassword.isSuccess;
  return (
    <AuthLayout showFeatures={false}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="set-password-title">
        <div className="grid gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-100">
            <KeyRound className="size-6 text-primary" aria-hidden="true" />
          </span>
          <div className="grid gap-1.5">
            <h2 id="set-password-title" className="text-xl font-semibold tracking-tight">
              Set Your Password
            </h2>
            <p className="text-sm text-muted-foreground">
              Welcome{user.firstName ? `, ${user.firstName}` : ""}. You signed in with a temporary password.
              Choose your own password, at least 8 characters, to continue.
            </p>
          </div>
        </div>
        {askTemporary ? (
          <FormField
            label="Temporary Password"
            error={errors.temporaryPassword?.message}
            description="The password your admin gave you."
          >
            <PasswordInput autoComplete="current-password" {...register("temporaryPassword")} />
          </FormField>
        ) : null}
        <NewPasswordFields form={form} />
        <div className="mt-1 grid gap-2">
          <Button type="submit" className="w-full" disabled={busy}>
            <PendingLabel pending={busy} pendingText="Saving...">
              Set Password
            </PendingLabel>
          </Button>
          {/* A full navigation: the server ends the session and redirects home, dropping every cached query. */}
          <SignOutLink onSignOut={forgetTemporaryPassword} />
        </div>
      </form>
    </AuthLayout>
  );
}
