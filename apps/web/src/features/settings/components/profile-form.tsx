import { zodResolver } from "@hookform/resolvers/zod";
import type { SessionUser } from "@rollcall/shared/auth";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { type ProfileFormInput, profileFormSchema } from "@rollcall/shared/users";
import { LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast, toastError } from "@/hooks/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateProfile } from "../api/update-profile";

const valuesOf = (user: SessionUser): ProfileFormInput => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email,
});

/** Profile Settings (spec 02 §2): First Name, Last Name, Email Address and Update Profile. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(user) });

  // After a save (or a change elsewhere) the form shows what is stored.
  useEffect(() => {
    reset(valuesOf(user));
  }, [user, reset]);

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () =>
        toast({ title: "Profile updated", description: "Your profile has been updated successfully" }),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ["firstName", "lastName", "email"])) return;
        toastError("Update failed", "Failed to update profile. Please try again.");
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile Settings" className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
      <FormField
        label="Email Address"
        error={errors.email?.message}
        description="You sign in with this address."
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...register("email")}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">
        Role: <span className="font-medium text-foreground">{ROLE_LABELS[user.role]}</span>. Only an admin can
        change roles.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {update.isPending ? "Updating..." : "Update Profile"}
        </Button>
      </div>
    </form>
  );
}
