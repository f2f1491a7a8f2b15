import type { AgencyMember } from "@rollcall/shared/users";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { isAdminRefusal } from "@/lib/api";
import { useDeleteUser } from "../api/delete-user";
import { useEndUserSessions } from "../api/end-user-sessions";
import { useInviteUser } from "../api/invite-user";
import { useResetSecondFactors } from "../api/reset-second-factors";
import { useResetUserPassword } from "../api/reset-user-password";
import { useUpdateUser } from "../api/update-user";
import { fullName } from "../utils/users";
import { TemporaryPasswordDialog, type TemporaryPasswordReveal } from "./temporary-password-dialog";
import { UserFormDialog } from "./user-form-dialog";

export type UserDialog =
  | { kind: "invite" }
  | { kind: "edit"; member: AgencyMember }
  | { kind: "reset"; member: AgencyMember }
  | { kind: "signOut"; member: AgencyMember }
  | { kind: "resetFactors"; member: AgencyMember }
  | { kind: "delete"; member: AgencyMember };

// Spec 02 §8, word for word.
const RESET_CONFIRM =
  "Are you sure you want to reset this user's password? A new temporary password will be generated.";
const SIGN_OUT_CONFIRM =
  "Are you sure you want to sign this user out on every device? They will need to sign in again with their password.";
const RESET_FACTORS_CONFIRM =
  "Are you sure you want to remove this user's authenticator app, passkeys and recovery codes? They will be asked to add a second factor again if your agency requires one.";
const DELETE_CONFIRM = "Are you sure you want to delete this user? This action cannot be undone.";

type MemberMutation<T> = {
  mutate: (
    id: string,
    options: { onSuccess: (result: T) => void; onError: (error: unknown) => void },
  ) => void;
};

/** The invite, edit, reset, sign-out and delete flows with the spec's confirmations and toasts. */
export function UserDialogs({
  agencyId,
  dialog,
  onClose,
}: {
  agencyId: string;
  dialog: UserDialog | null;
  onClose: () => void;
}) {
  const invite = useInviteUser(agencyId);
  const update = useUpdateUser(agencyId);
  const reset = useResetUserPassword();
  const signOut = useEndUserSessions();
  const resetFactors = useResetSecondFactors();
  const remove = useDeleteUser(agencyId);
  const [reveal, setReveal] = useState<TemporaryPasswordReveal | null>(null);
  const member = dialog && dialog.kind !== "invite" ? dialog.member : null;

  const showPassword = (
    title: string,
    memberName: string,
    password: string | undefined,
    fallback: string,
    invitation?: TemporaryPasswordReveal["invitation"],
  ) => {
    if (!password) {
      toast({ title: fallback });
      return;
    }
    toast({ title, description: `Temporary password: ${password}` });
    setReveal({ title, memberName, password, invitation });
  };

  /** A confirmation's action on the member: closes and reports success, or the spec's failure toast. */
  const onMember =
    <T,>(
      mutation: MemberMutation<T>,
      done: (result: T, member: AgencyMember) => void,
      failure: (error: unknown) => string,
    ) =>
    () => {
      if (!member) return;
      mutation.mutate(member.id, {
        onSuccess: (result) => {
          onClose();
          done(result, member);
        },
        onError: (error) => toastError("Error", failure(error)),
      });
    };

  return (
    <>
      <UserFormDialog
        open={dialog?.kind === "invite" || dialog?.kind === "edit"}
        onOpenChange={(open) => !open && onClose()}
        member={dialog?.kind === "edit" ? dialog.member : null}
        pending={invite.isPending || update.isPending}
        onSubmit={async (values) => {
          if (dialog?.kind === "edit") {
            await update.mutateAsync({ id: dialog.member.id, data: values });
            toast({ title: "User updated successfully" });
            onClose();
            return;
          }
          const result = await invite.mutateAsync(values);
          onClose();
          showPassword(
            "User Created Successfully",
            fullName(result.user),
            result.temporaryPassword,
            "User invitation sent successfully",
            { email: result.user.email, emailed: result.emailed },
          );
        }}
        onFailure={() =>
          toastError(
            "Error",
            dialog?.kind === "edit" ? "Failed to update user" : "Failed to send user invitation",
          )
        }
      />

      <ConfirmDialog
        open={dialog?.kind === "reset"}
        onOpenChange={(open) => !open && onClose()}
        title="Reset Password"
        description={RESET_CONFIRM}
        confirmLabel="Reset Password"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={onMember(
          reset,
          (result, m) =>
            showPassword(
              "Password Reset Successfully",
              fullName(m),
              result?.temporaryPassword,
              "Password has been reset",
            ),
          (error) =>
            isAdminRefusal(error) ? "You need admin access to reset passwords" : "Failed to reset password",
        )}
      />

      <ConfirmDialog
        open={dialog?.kind === "signOut"}
        onOpenChange={(open) => !open && onClose()}
        title="Sign Out Everywhere"
        description={SIGN_OUT_CONFIRM}
        confirmLabel="Sign Out Everywhere"
        pendingLabel="Signing out..."
        pending={signOut.isPending}
        onConfirm={onMember(
          signOut,
          (_, m) =>
            toast({
              title: "Signed out everywhere",
              description: `${fullName(m)} has been signed out on every device.`,
            }),
          (error) =>
            isAdminRefusal(error) ? "You need admin access to sign users out" : "Failed to sign the user out",
        )}
      >
        {member ? <MemberLine member={member} /> : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog?.kind === "resetFactors"}
        onOpenChange={(open) => !open && onClose()}
        title="Reset Second Factor"
        description={RESET_FACTORS_CONFIRM}
        confirmLabel="Reset Second Factor"
        pendingLabel="Resetting..."
        pending={resetFactors.isPending}
        onConfirm={onMember(
          resetFactors,
          (result, m) =>
            toast({
              title: "Second factor reset",
              description: `${fullName(m)} can sign in with their password and add a new second factor. ${
                result.emailed
                  ? "They were emailed about it."
                  : "No email was sent: mail is not configured on this installation, so tell them yourself."
              }`,
            }),
          (error) =>
            isAdminRefusal(error)
              ? "You need admin access to reset second factors"
              : "Failed to reset the second factor",
        )}
      >
        {member ? <MemberLine member={member} /> : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(open) => !open && onClose()}
        title="Delete User"
        description={DELETE_CONFIRM}
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={onMember(
          remove,
          () => toast({ title: "User deleted successfully" }),
          () => "Failed to delete user",
        )}
      />

      <TemporaryPasswordDialog reveal={reveal} onClose={() => setReveal(null)} />
    </>
  );
}

/** Whom a confirmation acts on: the member's name and email. */
function MemberLine({ member }: { member: AgencyMember }) {
  return (
    <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm [overflow-wrap:anywhere]">
      <span className="font-medium text-foreground">{fullName(member)}</span>{" "}
      <span className="text-muted-foreground">· {member.email}</span>
    </p>
  );
}
