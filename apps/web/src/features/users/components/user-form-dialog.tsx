import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_ROLE, ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import {
  type AgencyMember,
  type UserFormInput,
  type UserFormValues,
  userFormSchema,
} from "@rollcall/shared/users";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PendingLabel } from "@/components/ui/pending-label";
import { applyServerFieldErrors } from "@/lib/form-errors";

const FIELDS = ["firstName", "lastName", "email", "role"] as const;

type UserFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member being edited; absent for an invitation. */
  member?: AgencyMember | null;
  pending: boolean;
  /** Resolves when saved; rejects with the ApiError so the form can show field errors. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  /** Shown (as the spec's toast) when the failure has no field to point at. */
  onFailure: (error: unknown) => void;
};

const blank: UserFormInput = { firstName: "", lastName: "", email: "", role: DEFAULT_ROLE };

/** Invite New User and Edit User: First Name, Last Name, Email and Role (spec 02 §5). */
export function UserFormDialog({
  open,
  onOpenChange,
  member,
  pending,
  onSubmit,
  onFailure,
}: UserFormDialogProps) {
  const editing = !!member;
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema),
    defaultValues: blank,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  // Each opening starts from the member's current values (or empty for an invitation).
  useEffect(() => {
    if (!open) return;
    reset(
      member
        ? { firstName: member.firstName, lastName: member.lastName, email: member.email, role: member.role }
        : blank,
    );
  }, [open, member, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) onFailure(error);
    }
  });

  const title = editing ? "Edit User" : "Invite New User";
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Update this member's name, email address and role."
              : "Add a member to your agency. They receive a temporary password and choose their own when they first sign in."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="First Name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...register("firstName")} />
            </FormField>
            <FormField label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...register("lastName")} />
            </FormField>
          </div>
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              {...register("email")}
            />
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
            <NativeSelect {...register("role")}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter className="mt-2">
            <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              <PendingLabel pending={pending} pendingText={editing ? "Saving..." : "Sending..."}>
                {editing ? "Save Changes" : "Send Invitation"}
              </PendingLabel>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
