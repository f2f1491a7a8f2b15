import type { AgencyMember } from "@rollcall/shared/users";
import { KeyRound, LogOut, Pencil, Trash2 } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { fullName } from "../utils/users";

export type UserAction = "edit" | "reset" | "signOut" | "delete";

/** The admin's row menu (spec 02 §2): Edit User, Reset Password, Delete User; plus Sign Out Everywhere. */
export function UserRowMenu({
  member,
  onAction,
}: {
  member: AgencyMember;
  onAction: (action: UserAction, member: AgencyMember) => void;
}) {
  return (
    <ActionsMenu
      label={`Actions for ${fullName(member)}`}
      modal={false}
      actions={[
        { label: "Edit User", icon: Pencil, onSelect: () => onAction("edit", member) },
        { label: "Reset Password", icon: KeyRound, onSelect: () => onAction("reset", member) },
        { label: "Sign Out Everywhere", icon: LogOut, onSelect: () => onAction("signOut", member) },
        {
          label: "Delete User",
          icon: Trash2,
          onSelect: () => onAction("delete", member),
          destructive: true,
          separated: true,
        },
      ]}
    />
  );
}
