import type { AgencyMember } from "@rollcall/shared/users";
import { KeyRound, LogOut, Pencil, ShieldOff, Trash2 } from "lucide-react";
import { ActionsMenu } from "@/components/ui/actions-menu";
import { fullName } from "../utils/users";

export type UserAction = "edit" | "reset" | "signOut" | "resetFactors" | "delete";

/**
 * The admin's row menu (spec 02 §2): Edit User, Reset Password, Delete User; plus Sign Out Everywhere and
 * Reset Second Factor (a lost phone or security key).
 */
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
          label: "Reset Second Factor",
          icon: ShieldOff,
          onSelect: () => onAction("resetFactors", member),
        },
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
