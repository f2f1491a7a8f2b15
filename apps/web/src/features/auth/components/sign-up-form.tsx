import { zodResolver } from "@hookform/resolvers/zod";
import { AGENCY_TYPE_LABELS, AGENCY_TYPES } from "@rollcall/shared/agencies";
import { type RegisterInput, registerSchema } from "@rollcall/shared/auth";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PendingLabel } from "@/components/ui/pending-label";
import { toastError } from "@/hooks/use-toast";
import { applyServerFieldErrors, serverMessageOr } from "@/lib/form-errors";
import { useRegister } from "../api/register";
import { PasswordInput } from "./password-input";

const DEFAULT_VALUES: RegisterInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  agencyName: "",
  agencyType: "fire",
};

const FIELDS = ["firstName", "lastName", "email", "password", "agencyName", "agencyType"] as const;

export function SignUpForm() {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: DEFAULT_VALUES });

  const busy = registerAccount.isPending || registerAccount.isSuccess;

  const onSubmit = handleSubmit((values) => {
    registerAccount.mutate(values, {
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        toastError("Registration failed", serverMessageOr(error, "An error occurred during registration"));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign Up">
      <div className="grid grid-cols-2 gap-3">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
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
      <FormField label="Password" description="At least 8 characters" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label="Agency Name" error={errors.agencyName?.message}>
        <Input autoComplete="organization" {...register("agencyName")} />
      </FormField>
      <FormField label="Agency Type" error={errors.agencyType?.message}>
        <NativeSelect {...register("agencyType")}>
          {AGENCY_TYPES.map((type) => (
            <option key={type} value={type}>
              {AGENCY_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
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
