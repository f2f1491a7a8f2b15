import { zodResolver } from "@hookform/resolvers/zod";
import type { SessionUser } from "@rollcall/shared/auth";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import { type ProfileFormInput, profileFormSchema } from "@rollcall/shared/users";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/form-fields";
import { NameFields } from "@/components/ui/name-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useUpdateProfile } from "../api/update-profile";

const valuesOf = (user: SessionUser): ProfileFormInput => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email,
});

/** Profile Settings (spec 02 §2): First Name, Last Name, Email Address and Update Profile. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: valuesOf(user) });
  const { reset } = form;

  // After a save (or a change elsewhere) the form shows what is stored.
  useEffect(() => {
    reset(valuesOf(user));
  }, [user, reset]);

  const onSubmit = useFormSubmit(form, {
    action: async (values) => {
      await update.mutateAsync(values);
      toast({ title: "Profile updated", description: "Your profile has been updated successfully" });
    },
    onFailure: () => toastError("Update failed", "Failed to update profile. Please try again."),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile Settings" className="grid gap-4">
      <NameFields form={form} />
      <EmailField
        form={form}
        name="email"
        label="Email Address"
        description="You sign in with this address."
      />
      <p className="text-sm text-muted-foreground">
        Role: <span className="font-medium text-foreground">{ROLE_LABELS[user.role]}</span>. Only an admin can
        change roles.
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          <PendingLabel pending={update.isPending} pendingText="Updating...">
            Update Profile
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}
