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
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmailInput } from "@/components/ui/email-input";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { NameFields } from "@/components/ui/name-fields";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { useFormSubmit } from "@/components/ui/use-form-submit";

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
    reset,
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

  const submit = useFormSubmit(form, { action: onSubmit, onFailure });

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
          <NameFields form={form} own={false} />
          <FormField label="Email" error={errors.email?.message}>
            <EmailInput autoComplete="off" {...register("email")} />
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
            <NativeSelect {...register("role")}>
              <SelectOptions values={ROLES} labels={ROLE_LABELS} />
            </NativeSelect>
          </FormField>
          <FormDialogFooter
            className="mt-2"
            submitLabel={editing ? "Save Changes" : "Send Invitation"}
            pendingText={editing ? "Saving..." : "Sending..."}
            pending={pending}
            onCancel={() => onOpenChange(false)}
            holdCancel
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
