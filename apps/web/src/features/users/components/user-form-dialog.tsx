import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_ROLE, ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import { PLATOONS, platoonLabel } from "@rollcall/shared/scheduling";
import {
  type AgencyMember,
  type UserFormInput,
  type UserFormValues,
  userFormSchema,
} from "@rollcall/shared/users";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { EmailField, FieldRow, SelectField } from "@/components/ui/form-fields";
import { NameFields } from "@/components/ui/name-fields";
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

const blank: UserFormInput = { firstName: "", lastName: "", email: "", role: DEFAULT_ROLE, platoon: "" };

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
  const { reset } = form;

  // Each opening starts from the member's current values (or empty for an invitation).
  useEffect(() => {
    if (!open) return;
    reset(
      member
        ? {
            firstName: member.firstName,
            lastName: member.lastName,
            email: member.email,
            role: member.role,
            platoon: member.platoon ?? "",
          }
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
              ? "Update this member's name, email address, role and platoon."
              : "Add a member to your agency. They receive a temporary password and choose their own when they first sign in."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
          <NameFields form={form} own={false} />
          <EmailField form={form} name="email" label="Email" autoComplete="off" />
          <FieldRow>
            <SelectField form={form} name="role" label="Role" options={ROLES} labels={ROLE_LABELS} />
            <SelectField
              form={form}
              name="platoon"
              label="Platoon"
              placeholder="None"
              options={PLATOONS}
              labels={platoonLabel}
            />
          </FieldRow>
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
