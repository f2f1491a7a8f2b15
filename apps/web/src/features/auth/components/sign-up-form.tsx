import { zodResolver } from "@hookform/resolvers/zod";
import { AGENCY_TYPE_LABELS, AGENCY_TYPES } from "@rollcall/shared/agencies";
import { type RegisterInput, registerSchema } from "@rollcall/shared/auth";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EmailField, SelectField, TextField } from "@/components/ui/form-fields";
import { NameFields } from "@/components/ui/name-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useRegister } from "../api/register";
import { AuthNotice } from "./auth-notice";
import { PasswordInput } from "./password-input";

const DEFAULT_VALUES: RegisterInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  agencyName: "",
  agencyType: "fire",
};

export function SignUpForm() {
  const registerAccount = useRegister();
  const form = useForm({ resolver: zodResolver(registerSchema), defaultValues: DEFAULT_VALUES });

  const busy = registerAccount.isPending || registerAccount.isSuccess;

  const onSubmit = useFormSubmit(form, {
    action: registerAccount.mutateAsync,
    onFailure: (error) =>
      toastError("Registration failed", serverMessageOr(error, "An error occurred during registration")),
  });

  // Where mail is configured the account waits for its address to be confirmed: say so, whatever the address.
  const sent = registerAccount.data && "message" in registerAccount.data ? registerAccount.data : null;
  if (sent)
    return (
      <AuthNotice
        icon={MailCheck}
        tone="success"
        title="Check your email"
        text={sent.message}
        action={null}
        role="status"
      />
    );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign Up">
      <NameFields form={form} className="grid-cols-2 gap-3" />
      <EmailField form={form} name="email" label="Email" />
      <TextField
        form={form}
        name="password"
        label="Password"
        description="At least 8 characters"
        as={PasswordInput}
        autoComplete="new-password"
      />
      <TextField form={form} name="agencyName" label="Agency Name" autoComplete="organization" />
      <SelectField
        form={form}
        name="agencyType"
        label="Agency Type"
        options={AGENCY_TYPES}
        labels={AGENCY_TYPE_LABELS}
      />
      <Button type="submit" className="mt-1 w-full" disabled={busy}>
        <PendingLabel pending={busy} pendingText="Creating account...">
          Create Account
        </PendingLabel>
      </Button>
      {/* Each phrase stays whole when the line wraps on narrow cards. */}
      <p className="text-center text-xs text-muted-foreground">
        <span className="whitespace-nowrap">No credit card required</span> •{" "}
        <span className="whitespace-nowrap">Full feature access</span> •{" "}
        <span className="whitespace-nowrap">Cancel anytime</span>
      </p>
    </form>
  );
}
