import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { TitledDialog } from "@/components/ui/titled-dialog";

export type TemporaryPasswordReveal = {
  /** The spec's success title: "User Created Successfully" or "Password Reset Successfully". */
  title: string;
  memberName: string;
  password: string;
  /** An invitation: whether it was emailed to this address (false: the installation has no mail set up). */
  invitation?: { email: string; emailed: boolean };
};

/** What the admin does with the password: hand it over always after a reset; after an invitation, by mail or not. */
function instructions(reveal: TemporaryPasswordReveal | null) {
  const name = reveal?.memberName ?? "";
  const after = "They sign in with it and then choose their own password.";
  if (!reveal?.invitation) return `Give this temporary password to ${name}. ${after}`;
  if (reveal.invitation.emailed)
    return `An invitation with this temporary password was emailed to ${reveal.invitation.email}. If it does not arrive, give it to ${name} yourself. ${after}`;
  return `Mail is not configured on this installation, so no invitation email was sent. Give ${name} this temporary password and the sign-in address yourself. ${after}`;
}

/**
 * Shows a temporary password long enough to hand it over: selectable, with a Copy button, until the admin
 * closes it. A click outside does not close it, so the password is not lost by accident.
 */
export function TemporaryPasswordDialog({
  reveal,
  onClose,
}: {
  reveal: TemporaryPasswordReveal | null;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={reveal !== null}
      onClose={onClose}
      title={reveal?.title}
      description={instructions(reveal)}
      className="max-w-md"
      onInteractOutside={(event) => event.preventDefault()}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {/* Keyed by the password: a new one starts with "Copy" again. */}
      <CopyField
        key={reveal?.password}
        label="Temporary Password"
        value={reveal?.password ?? ""}
        copied={{ title: "Copied to the clipboard" }}
        copyFailed="The password is selected: copy it with your keyboard or long-press."
        inputClassName="text-lg tracking-wider sm:text-base"
      />
      {reveal?.invitation && !reveal.invitation.emailed ? <SignInAddress /> : null}
      <p className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          This password is shown only once. Copy it now and share it privately, never in a group chat.
        </span>
      </p>
    </TitledDialog>
  );
}

/** Where a member signs in: this address (the agency's own host when it has one), to hand over with a password. */
export function SignInAddress() {
  return (
    <CopyField
      label="Sign-in address"
      value={`${window.location.origin}/auth`}
      copied={{ title: "Link copied" }}
      copyFailed="The address is selected: copy it with your keyboard or long-press."
    />
  );
}
